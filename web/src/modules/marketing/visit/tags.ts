import { masterApi } from '../../catalog';

/** 拜访标签: master records of the company (CustomVisitTag), managed on /customVisit/Tag. */
export const VISIT_TAGS = masterApi('CustomVisitTag', 'tagId');

/** The enabled tags as choices. */
export const tagChoices = async () =>
  (await VISIT_TAGS.options({ pageNo: 1, pageSize: 200 })).data.map((t) => ({ value: String(t.tagId), label: String(t.tagName) }));
