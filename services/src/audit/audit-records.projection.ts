import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection, queryPrepared } from '@jxc/projections';
import { MASTER_RESOURCES } from '../catalog';
import { categoryOf, isRelated, streamTypeOf } from './event-catalog';
import { applyFields, describeChanges, Fields, referencedStreams } from './record-changes';

/** Records whose fields the log compares before and after, and the field that names each. */
const TRACKED: Record<string, string> = {
  Product: 'productName',
  User: 'userName',
  Role: 'roleName',
  Company: 'companyName',
  ...Object.fromEntries(MASTER_RESOURCES.map((r) => [r.kind, Object.keys(r.fields)[0]])),
};

/** Field labels of the tracked records (master data's own, then products, staff, roles, the company and its settings). */
const LABELS: Record<string, string> = {
  ...Object.assign({}, ...MASTER_RESOURCES.map((r) => Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.label])))),
  productName: '商品名称',
  productCode: '商品编码',
  classId: '分类',
  unitName: '单位',
  units: '辅助单位',
  serialFlag: '序列号管理',
  lifeFlag: '保质期管理',
  shelfLifeDays: '保质期天数',
  spec: '规格',
  barCode: '条码',
  salePrice: '销售价',
  purchasePrice: '采购价',
  wholesalePrice: '批发价',
  lowestPrice: '最低售价',
  lowStock: '最低库存',
  highStock: '最高库存',
  userName: '姓名',
  loginName: '登录账号',
  phone: '手机号',
  roleId: '角色',
  pricePerm: '价格权限',
  warehousePerm: '仓库权限',
  branchAdmin: '机构管理员',
  branchId: '门店',
  isAdmin: '管理员',
  roleName: '角色名称',
  permissions: '权限',
  companyName: '公司名称',
  companyLogo: '公司标志',
  address: '地址',
  allowNegativeStock: '允许负库存',
  reserveOpenDocuments: '可用库存扣除未审核单据',
  lowestPriceRule: '低于最低售价',
  qtyDigits: '数量小数位',
  moneyDigits: '金额小数位',
  separatorWarehouse: '分仓出入库',
  mergeSameSku: '再次录入同一商品时数量加1',
  approvals: '多级审批',
  remark: '备注',
  defaultAccountId: '默认结算账户',
  retailFullPayment: '零售默认全额收款',
};

const COLUMNS = [
  ['event_id', 'uuid'],
  ['pos', 'bigint'],
  ['company_id', 'text'],
  ['at', 'timestamptz'],
  ['user_id', 'text'],
  ['user_name', 'text'],
  ['ip', 'text'],
  ['route', 'text'],
  ['correlation_id', 'text'],
  ['event_type', 'text'],
  ['category', 'text'],
  ['related', 'bool'],
  ['stream_id', 'text'],
  ['stream_type', 'text'],
  ['record', 'text'],
  ['bill_no', 'text'],
  ['changes', 'jsonb'],
] as const;

interface Known {
  label: string;
  fields: Fields | null;
  touched?: boolean;
}

const billNoOf = (d: Fields): string | undefined =>
  typeof d.billNo === 'string' ? d.billNo : typeof (d.bill as Fields)?.billNo === 'string' ? String((d.bill as Fields).billNo) : undefined;

/**
 * What names the record an event is about: a master record by its name field (an event naming only the changed fields
 * leaves the name it had), a document by its bill number, anything else by the name the event carries.
 */
function nameOf(streamType: string, d: Fields): string | undefined {
  const own = TRACKED[streamType];
  const named = own
    ? d[own]
    : (billNoOf(d) ?? d.loginName ?? d.className ?? Object.entries(d).find(([k, v]) => /Name$/.test(k) && typeof v === 'string')?.[1]);
  return typeof named === 'string' && named ? named : undefined;
}

/**
 * The 操作日志: one row per stored event of every type (who, when, from which address and route, what, on which
 * record, and for master data the fields before and after). Each record's name and fields as its events left them are
 * kept in audit_streams, so that an event naming only an id or only the changed fields is shown in full.
 */
export const auditRecordsProjection: Projection<StoredEvent<Fields | null>> = {
  name: 'audit_records',
  allEvents: true,
  eventTypes: [],
  tables: ['audit_records', 'audit_streams'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    const ids = [...new Set(events.map((e) => e.streamId).filter((id) => !isRelated(streamTypeOf(id))))];
    const found = await queryPrepared<{ stream_id: string; label: string; fields: Fields | null }>(
      em,
      `select stream_id, label, fields from audit_streams where stream_id = any($1)`,
      [ids],
    );
    const known = new Map<string, Known>(found.map((r) => [r.stream_id, { label: r.label, fields: r.fields }]));
    const rows = events.map((e) => {
      const d = e.data ?? {};
      const streamType = streamTypeOf(e.streamId);
      const related = isRelated(streamType);
      const k = related ? undefined : (known.get(e.streamId) ?? known.set(e.streamId, { label: '', fields: null }).get(e.streamId)!);
      const name = nameOf(streamType, d);
      if (k && name && name !== k.label) Object.assign(k, { label: name, touched: true });
      let changed: ReturnType<typeof applyFields>['changed'] = [];
      if (k && streamType in TRACKED) {
        const r = applyFields(k.fields ?? {}, e.type, d, e.streamId.slice(streamType.length + 1));
        Object.assign(k, { fields: r.after, touched: true });
        changed = r.changed;
      }
      // The names this row's references had when it was written: a record renamed later in the same batch (a rebuild's
      // batches are large) keeps its old name here. A record not in the batch is named as audit_streams has it.
      const names = new Map(referencedStreams(changed).flatMap((id) => (known.has(id) ? [[id, known.get(id)!.label] as const] : [])));
      return {
        e,
        streamType,
        related,
        record: name ?? k?.label ?? '',
        billNo: billNoOf(d) ?? null,
        changed,
        fields: k?.fields ?? {},
        names,
      };
    });
    const outside = [...new Set(rows.flatMap((r) => referencedStreams(r.changed).filter((id) => !r.names.has(id))))];
    const stored = new Map<string, string>();
    for (const r of outside.length ? await em.query(`select stream_id, label from audit_streams where stream_id = any($1)`, [outside]) : [])
      stored.set(r.stream_id, r.label);
    await insertMany(
      em,
      'audit_records',
      COLUMNS,
      rows.map(({ e, streamType, related, record, billNo, changed, fields, names }) => {
        const m = e.metadata;
        const changes = changed.length ? JSON.stringify(describeChanges(changed, fields, LABELS, new Map([...stored, ...names]))) : null;
        return [
          e.eventId,
          e.position.pos.toString(),
          m.companyId,
          m.at,
          m.userId,
          m.userName ?? '',
          m.ip ?? null,
          m.route ?? null,
          m.correlationId ?? null,
          e.type,
          categoryOf(e.type, e.data ?? {}),
          related,
          e.streamId,
          streamType,
          record,
          billNo,
          changes,
        ];
      }),
    );
    const touched = [...known].filter(([, k]) => k.touched);
    const companyOf = new Map(events.map((e) => [e.streamId, e.metadata.companyId]));
    await insertMany(
      em,
      'audit_streams',
      [
        ['stream_id', 'text'],
        ['company_id', 'text'],
        ['label', 'text'],
        ['fields', 'jsonb'],
      ],
      touched.map(([id, k]) => [id, companyOf.get(id), k.label, k.fields && JSON.stringify(k.fields)]),
      'on conflict (stream_id) do update set label = excluded.label, fields = excluded.fields',
    );
  },
};
