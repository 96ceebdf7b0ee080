import { MasterDataPage, type MasterScreen } from '../../catalog';
import { TAG_MENU_ID } from './paths';
import { VISIT_TAGS } from './tags';

/** 拜访标签 as master data (services' resource VisitTag, group CustomVisitTag): same labels and rules. */
const TAG_SCREEN: MasterScreen = {
  title: '拜访标签',
  permissionId: TAG_MENU_ID,
  api: VISIT_TAGS,
  idField: 'tagId',
  nameField: 'tagName',
  fields: [
    { key: 'tagName', label: '标签名称', required: true, maxWidth: 20 },
    { key: 'remark', label: '备注', kind: 'textarea', maxWidth: 200 },
  ],
  columns: ['tagName', 'remark'],
  searchPlaceholder: '标签名称',
};

/** /customVisit/Tag: the tags visits are marked with (新品推荐, 催款 …): add, edit, disable, delete an unused one. */
export const VisitTagList = () => <MasterDataPage screen={TAG_SCREEN} />;
