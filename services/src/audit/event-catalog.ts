import { EDITION_PRICES_TITLES, PURCHASE_STREAM_TITLES, PURCHASE_TITLES } from '../billing';
import { MASTER_RESOURCES, masterHistoryTitles, PRODUCT_EVENT_TITLES } from '../catalog';
import type { AuditCategory as Category } from '../contracts';
import { documentHistoryTitles, documentKinds, PERIOD_EVENT_TITLES } from '../document-engine';
import { STATEMENT_EVENT_TITLES } from '../finance';
import { IDENTITY_EVENT_TITLES } from '../identity';
import { LEDGER_EVENT_TITLES, LEDGER_STREAM_TITLES } from '../ledger';
import { MARKETING_EVENT_TITLES, MARKETING_STREAM_TITLES } from '../marketing';
import { ANNOUNCEMENT_EVENT_TITLES } from '../operator';
import { PRINTING_EVENT_TITLES, PRINTING_STREAM_TITLES } from '../printing';
import { REPLENISH_EVENT_TITLES, REPLENISH_STREAM_TITLES } from '../purchasing';
import {
  STORE_EVENT_TITLES,
  STORE_ORDER_EVENT_TITLES,
  STORE_ORDER_STREAM_TITLES,
  STORE_STREAM_TITLES,
  STORE_RECORD_EVENT_TITLES,
  STORE_RECORD_STREAM_TITLES,
} from '../shop';

/**
 * What each stored event is called in the 操作日志, and what kind of change it is. Titles are the ones the records'
 * history shows (each module's table); an event whose module keeps none is named by its verb (SupplierPayAudited →
 * 审核). The architecture test holds every event type the app can append to having a title.
 */

/** A verb ending a stored name, its title and category; a longer verb before the shorter one it ends with (SettlementReversed, Reversed). */
const VERBS: [suffix: string, title: string, category: Category][] = [
  ['SettlementReversed', '取消核销', 'other'],
  ['ConsumptionReversed', '后续单据红冲', 'other'],
  ['DefaultChosen', '设为默认', 'update'],
  ['GradePricesSet', '设置等级价', 'price'],
  ['DepositReturned', '退还押金', 'audit'],
  ['PasswordChanged', '修改密码', 'update'],
  ['SettingsChanged', '修改业务设置', 'update'],
  ['StockConfirmed', '确认出入库', 'audit'],
  ['StockAwaited', '待出入库', 'other'],
  ['ExtendUpdated', '修改配送信息', 'update'],
  ['OutflowChecked', '核对账户余额', 'other'],
  ['BooksClosed', '结存账套', 'status'],
  ['WrittenBack', '红冲', 'writeBack'],
  ['HxAppended', '核销', 'audit'],
  ['SignedOut', '退出登录', 'logout'],
  ['SignedIn', '登录', 'login'],
  ['Registered', '注册', 'save'],
  ['Reversed', '红冲', 'writeBack'],
  ['Approved', '审批', 'audit'],
  ['Audited', '审核', 'audit'],
  ['Consumed', '被后续单据引用', 'other'],
  ['Assigned', '设置', 'update'],
  ['Reserved', '占用', 'other'],
  ['Released', '释放', 'other'],
  ['Unlocked', '解锁', 'status'],
  ['Disabled', '停用', 'status'],
  ['Enabled', '启用', 'status'],
  ['Received', '收票', 'save'],
  ['Renamed', '重命名', 'update'],
  ['Cleared', '清除', 'update'],
  ['Counted', '计入月单据量', 'other'],
  ['Entered', '录入', 'save'],
  ['Printed', '打印', 'other'],
  ['Updated', '修改', 'update'],
  ['Created', '新增', 'save'],
  ['Removed', '删除', 'remove'],
  ['Settled', '核销', 'other'],
  ['Checked', '核对', 'other'],
  ['Issued', '开票', 'save'],
  ['Voided', '作废', 'writeBack'],
  ['Posted', '审核', 'audit'],
  ['Locked', '锁定', 'status'],
  ['Saved', '保存', 'save'],
  ['Added', '新增', 'save'],
  ['Taken', '扣减', 'other'],
  ['Moved', '移动', 'update'],
  ['Reset', '恢复默认', 'update'],
  ['Applied', '生效', 'price'],
  ['Cancelled', '取消生效', 'writeBack'],
];

/** Events a change brings with it (stock moved by a document, a bill number taken …): recorded, shown on request. */
const RELATED_STREAMS = new Set([
  'Stock',
  'SerialRegistry',
  'BillNo',
  'BillCount',
  'Code',
  'LoginName',
  'AccountOutflow',
  'PartnerCredit',
  'Prepaid',
  'StoreStock',
  'StoreCode',
]);

/** Names no verb table gives. */
const OWN_TITLES: Record<string, string> = {
  StockMoved: '库存变动',
  SerialsMoved: '序列号变动',
  BillNoTaken: '占用单据编号',
  CodeReserved: '占用编码',
  CodeReleased: '释放编码',
  OpeningStockEntered: '录入期初库存',
  OpeningStockReversed: '撤销期初库存',
  PrepaidAdded: '增加预存款',
  PrepaidTaken: '扣减预存款',
  SkuLocationAssigned: '设置库位',
  SkuLocationMoved: '更换库位',
  SkuLocationCleared: '清除库位',
  StocktakeCounted: '多人盘点计数',
  InvoiceVoided: '作废发票',
  PartnerCreditRefunded: '退还多收款',
  AccountTransferred: '审核',
};

/** What kind of record each stream category holds, for the 对象 column (销售单 XS…, 客户 张三). */
const OWN_STREAMS: Record<string, string> = {
  Product: '商品',
  User: '员工',
  Role: '角色',
  Company: '公司',
  LoginName: '登录账号',
  UserSession: '登录',
  ProductClassTree: '商品分类',
  CustomClassTree: '客户分类',
  SupplierClassTree: '供应商分类',
  Stock: '库存',
  SerialRegistry: '序列号',
  InitStock: '期初库存',
  SkuLocation: '商品库位',
  StocktakeCount: '多人盘点',
  BillNo: '单据编号',
  BillCount: '月单据量',
  Code: '编码',
  CustomReceive: '收款单',
  SupplierPay: '付款单',
  CustomRefund: '客户退款单',
  SupplierRefund: '供应商退款单',
  AccountTrans: '转账单',
  FinanceFlow: '日常收支单',
  CustomCz: '预存款/押金单',
  Prepaid: '客户预存款',
  Invoicing: '发票',
  AccountOutflow: '结算账户',
  PartnerCredit: '往来余额',
  ChangePriceSchedule: '调价单',
  Period: '会计期间',
  DataImport: '数据导入',
};

/** Cash documents' type codes by stream category (the trade documents' are their kinds'). */
const OWN_BILL_TYPES: Record<string, number> = {
  CustomReceive: 103,
  SupplierPay: 104,
  AccountTrans: 109,
  CustomRefund: 110,
  SupplierRefund: 111,
};

let titles: Map<string, string> | undefined;
let streamTitles: Map<string, string> | undefined;
let billTypes: Map<string, number> | undefined;

/** Read once every module has registered its document kinds. */
function tables() {
  titles ??= new Map(
    Object.entries({
      ...OWN_TITLES,
      ...IDENTITY_EVENT_TITLES,
      ...PERIOD_EVENT_TITLES,
      ...LEDGER_EVENT_TITLES,
      ...PRODUCT_EVENT_TITLES,
      ...PRINTING_EVENT_TITLES,
      ...MARKETING_EVENT_TITLES,
      ...ANNOUNCEMENT_EVENT_TITLES,
      ...EDITION_PRICES_TITLES,
      ...PURCHASE_TITLES,
      ...STORE_ORDER_EVENT_TITLES,
      ...STORE_RECORD_EVENT_TITLES,
      ...STORE_EVENT_TITLES,
      ...STATEMENT_EVENT_TITLES,
      ...REPLENISH_EVENT_TITLES,
      ...Object.assign({}, ...MASTER_RESOURCES.map(masterHistoryTitles), ...documentKinds().map(documentHistoryTitles)),
    }),
  );
  streamTitles ??= new Map(
    Object.entries({
      ...OWN_STREAMS,
      Statement: '对账单',
      ...PRINTING_STREAM_TITLES,
      ...LEDGER_STREAM_TITLES,
      ...PURCHASE_STREAM_TITLES,
      ...MARKETING_STREAM_TITLES,
      ...STORE_ORDER_STREAM_TITLES,
      ...STORE_RECORD_STREAM_TITLES,
      ...STORE_STREAM_TITLES,
      ...REPLENISH_STREAM_TITLES,
      ...Object.fromEntries([...MASTER_RESOURCES, ...documentKinds()].map((k) => [k.kind, k.title])),
    }),
  );
  billTypes ??= new Map(Object.entries({ ...OWN_BILL_TYPES, ...Object.fromEntries(documentKinds().map((k) => [k.kind, k.billType])) }));
  return { titles, streamTitles, billTypes };
}

const verbOf = (type: string) => VERBS.find(([suffix]) => type.endsWith(suffix) && type.length > suffix.length);

/** The Chinese title of a stored event; undefined for one neither its module nor the verb table names. */
export function eventTitle(type: string): string | undefined {
  return tables().titles.get(type) ?? verbOf(type)?.[1];
}

/** The stream category of a stream id (`Sale-…` → Sale). */
export const streamTypeOf = (streamId: string) => streamId.slice(0, Math.max(0, streamId.indexOf('-'))) || streamId;

/** What kind of record a stream category holds (销售单, 客户 …). */
export const recordKindTitle = (streamType: string) => tables().streamTitles.get(streamType) ?? '';

/** The document type code of a stream category that is a document (its detail screen opens from the log). */
export const billTypeOf = (streamType: string) => tables().billTypes.get(streamType);

/** Whether an event is what a change brings along (stock, numbers, reservations) rather than the change itself. */
export const isRelated = (streamType: string) => RELATED_STREAMS.has(streamType);

const PERMISSION_FIELDS = ['permissions', 'roleId', 'pricePerm', 'warehousePerm', 'branchAdmin', 'isAdmin'];
const PRICE_FIELDS = ['salePrice', 'wholesalePrice', 'purchasePrice', 'lowestPrice'];

/** The 操作类型 of an event: by its verb, a staff or role change granting rights as 授权, a price change as 调价. */
export function categoryOf(type: string, data: Record<string, unknown>): Category {
  if (type === 'StockMoved' || type === 'SerialsMoved' || type === 'OpeningStockEntered' || type === 'OpeningStockReversed') return 'stock';
  const keys = Object.keys(data ?? {});
  if (/^(User|Role)(Created|Saved|Updated)$/.test(type) && keys.some((k) => PERMISSION_FIELDS.includes(k)))
    return type.endsWith('Updated') || type === 'RoleSaved' ? 'permission' : 'save';
  if (type === 'ProductSkuUpdated' && keys.some((k) => PRICE_FIELDS.includes(k))) return 'price';
  return verbOf(type)?.[2] ?? 'other';
}
