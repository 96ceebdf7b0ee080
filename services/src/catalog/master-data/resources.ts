import { array, bool, decimal, int, text } from '../../shared/validation/schema';
import { PICKED_BY } from '../../contracts';
import { MasterResource } from './master-resource';

const phone = () => text('手机号').phone();
const remark = () => text('备注').maxWidth(200);
const address = () => text('地址').maxWidth(200);
const contact = () => text('联系人').maxWidth(30);
/** The name of the company's record a field refers to (never another company's, whatever the field holds). */
const nameOf = (kind: 'master' | 'class' | 'user', field: string) =>
  kind === 'master' ? `(select name from master_records x where x.company_id = r.company_id and x.record_id = r.data->>'${field}')`
  : kind === 'class' ? `(select name from class_nodes x where x.company_id = r.company_id and x.node_id = r.data->>'${field}')`
  : `(select user_name from users x where x.company_id = r.company_id and x.user_id = r.data->>'${field}')`;

export const MASTER_RESOURCES: MasterResource[] = [
  {
    kind: 'Warehouse', group: 'Warehouse', idField: 'warehouseId', title: '仓库', menuId: '4012',
    fields: {
      warehouseName: text('仓库名称').required().maxWidth(40), warehouseCode: text('仓库编码').required().code().maxWidth(30), contact: contact(), phone: phone(), address: address(), remark: remark(),
      branchId: text('所属门店'),
    },
    refs: { branchId: 'Branch' }, filters: ['branchId'], computed: { branchName: nameOf('master', 'branchId') },
    picker: { private: ['contact', 'phone', 'address'], within: 'warehouses' },
  },
  {
    kind: 'Branch', group: 'Branch', idField: 'branchId', title: '门店', menuId: '7001',
    fields: { branchName: text('门店名称').required().maxWidth(40), branchCode: text('门店编码').required().code().maxWidth(30), contact: contact(), phone: phone(), address: address(), remark: remark() },
    keywordFields: ['contact', 'phone'], picker: { private: ['contact', 'phone', 'address'], within: 'branch' },
    computed: {
      warehouseCount: `(select count(*)::int from master_records w where w.company_id = r.company_id and w.kind = 'Warehouse' and not w.removed and w.data->>'branchId' = r.record_id)`,
      userCount: `(select count(*)::int from users u where u.company_id = r.company_id and not u.removed and u.branch_id = r.record_id)`,
    },
    inUse: {
      sql: `exists (select 1 from master_records w where w.company_id = $1 and w.kind = 'Warehouse' and not w.removed and w.data->>'branchId' = $2)
            or exists (select 1 from users u where u.company_id = $1 and not u.removed and u.branch_id = $2)`,
      message: '门店下还有仓库或员工，请先调整到其他门店再删除',
    },
  },
  {
    kind: 'WarehouseArea', group: 'WarehouseArea', idField: 'areaId', title: '库区', menuId: '4014',
    fields: { areaName: text('库区名称').required().maxWidth(40), areaCode: text('库区编码').required().code().maxWidth(30), warehouseId: text('仓库').required(), remark: remark() },
    refs: { warehouseId: 'Warehouse' }, filters: ['warehouseId'], computed: { warehouseName: nameOf('master', 'warehouseId') },
  },
  {
    kind: 'WarehouseLocation', group: 'WarehouseLocation', idField: 'locationId', title: '库位', menuId: '4013',
    fields: { locationName: text('库位名称').required().maxWidth(40), locationCode: text('库位编码').required().code().maxWidth(30), warehouseId: text('仓库').required(), areaId: text('库区'), remark: remark() },
    refs: { warehouseId: 'Warehouse', areaId: 'WarehouseArea' }, filters: ['warehouseId', 'areaId'],
    computed: { warehouseName: nameOf('master', 'warehouseId'), areaName: nameOf('master', 'areaId') },
  },
  {
    kind: 'CustomGrade', group: 'CustomGrade', idField: 'gradeId', title: '客户等级', menuId: '3015',
    fields: { gradeName: text('等级名称').required().maxWidth(30), discount: decimal('折扣率').min(0).max(100).places(2), remark: remark() },
    decimals: ['discount'],
  },
  {
    kind: 'Custom', group: 'Custom', idField: 'customId', title: '客户', menuId: '2004',
    fields: {
      customName: text('客户名称').required().maxWidth(60), customCode: text('客户编码').required().code().maxWidth(30), phone: phone(), contact: contact(),
      address: address(), classId: text('客户分类'), gradeId: text('客户等级'), ownerUserId: text('归属员工'), labels: text('标签').maxWidth(200),
      overdueDays: int('超期天数').min(0).max(3650), initAmount: decimal('期初应收').places(2), shareFlag: int('共享').oneOf([0, 1]), remark: remark(),
      retailFlag: bool('零售客户'),
    },
    refs: { gradeId: 'CustomGrade', classId: 'CustomClass', ownerUserId: 'User' }, keywordFields: ['phone', 'contact'], filters: ['classId', 'gradeId', 'ownerUserId'], decimals: ['initAmount'],
    picker: { usedBy: PICKED_BY.customers, private: ['phone', 'contact', 'address', 'initAmount'] },
    computed: { className: nameOf('class', 'classId'), gradeName: nameOf('master', 'gradeId'), ownerName: nameOf('user', 'ownerUserId') },
  },
  {
    kind: 'Supplier', group: 'Supplier', idField: 'supplierId', title: '供应商', menuId: '4010',
    fields: {
      supplierName: text('供应商名称').required().maxWidth(60), supplierCode: text('供应商编码').required().code().maxWidth(30), phone: phone(), contact: contact(),
      address: address(), classId: text('供应商分类'), initAmount: decimal('期初应付').places(2), remark: remark(),
    },
    refs: { classId: 'SupplierClass' }, keywordFields: ['phone', 'contact'], filters: ['classId'], decimals: ['initAmount'],
    picker: { usedBy: PICKED_BY.suppliers, private: ['phone', 'contact', 'address', 'initAmount'] },
    computed: { className: nameOf('class', 'classId') },
  },
  {
    kind: 'Account', group: 'Account', idField: 'accountId', title: '结算账户', menuId: '5016',
    fields: { accountName: text('账户名称').required().maxWidth(40), accountCode: text('账户编码').required().code().maxWidth(30), initAmount: decimal('期初余额').required().places(2), remark: remark() },
    decimals: ['initAmount'], picker: { usedBy: PICKED_BY.accounts, private: ['initAmount', 'balance'], seenBy: ['5015'] },
    computed: { balance: `(select (init_amount + in_amount - out_amount)::float8 from account_balances b where b.account_id = r.record_id)` },
  },
  {
    kind: 'Unit', group: 'Unit', idField: 'unitId', title: '计量单位', menuId: '3004',
    fields: { unitName: text('单位名称').required().maxWidth(10) },
  },
  {
    kind: 'FinanceClass', group: 'FinanceClass', idField: 'classId', title: '收支项目', menuId: '5014',
    fields: { className: text('项目名称').required().maxWidth(30), classType: text('收支类型').required().oneOf(['income', 'expense']), remark: remark() },
    filters: ['classType'],
  },
  {
    kind: 'StorageType', group: 'StorageType', idField: 'typeId', title: '出入库类型', menuId: '4018',
    // 计入损耗: its 其他出库 are a loss (报损), which 经营日报 and 利润报表 take off the profit.
    fields: { typeName: text('类型名称').required().maxWidth(30), direction: text('方向').required().oneOf(['in', 'out']), lossFlag: int('计入损耗').oneOf([0, 1]) },
    filters: ['direction'],
  },
  {
    kind: 'Express', group: 'Express', idField: 'expressId', title: '快递', menuId: '7013',
    fields: { expressName: text('快递名称').required().maxWidth(30), expressCode: text('快递编码').required().code().maxWidth(30), phone: text('电话').maxWidth(30), remark: remark() },
    picker: { private: ['phone'] },
  },
  {
    kind: 'SysSpec', group: 'SysSpec', idField: 'specId', title: '规格', menuId: '3005',
    fields: { specName: text('规格名称').required().maxWidth(20), specValues: array('规格值', text('规格值').required().maxWidth(20)).required().minItems(1).maxItems(100) },
  },
  {
    kind: 'CustomAddress', group: 'CustomAddress', idField: 'addressId', title: '客户地址', menuId: '2004',
    fields: { customId: text('客户').required(), contact: contact(), phone: phone(), address: text('地址').required().maxWidth(200), isDefault: bool('默认地址') },
    refs: { customId: 'Custom' }, filters: ['customId'], picker: { usedBy: PICKED_BY.customers, private: ['contact', 'phone'] },
  },
  {
    kind: 'Dictionary', group: 'Dictionary', idField: 'dictId', title: '字典项', menuId: '7007',
    fields: { dictType: text('字典类型').required().code().maxWidth(30), itemName: text('名称').required().maxWidth(40), itemValue: text('值').maxWidth(60), sort: int('排序').min(0).max(9999) },
    filters: ['dictType'],
  },
  {
    kind: 'VisitTag', group: 'CustomVisitTag', idField: 'tagId', title: '拜访标签', menuId: '2502',
    fields: { tagName: text('标签名称').required().maxWidth(20), remark: remark() },
    inUse: { sql: `exists (select 1 from custom_visits v where v.company_id = $1 and $2 = any(v.tag_ids))`, message: '该标签已用于客户拜访，不能删除，可停用' },
  },
];
