import { EDITION_SCREENS, ORDERING_EDITIONS, MULTI_STORE_EDITIONS } from './editions';
import { DOCUMENTS, type DocumentDescription, type DocumentKey, type DocumentRoutes } from './documents';

/**
 * The menu and route catalogue (seed §2). A gated route carries a menu id: the entry's id for its list screen,
 * with the seed's suffix letters for the others — V view (detail, line list, flow), A add (add, copy, import,
 * turn into another document), M modify (edit).
 */
export interface RouteDef {
  path: string;
  title: string;
  menuId: string;
  keepAlive?: boolean;
  /** Report screens are not kept alive and hide the header content. */
  report?: boolean;
}

export interface MenuEntry {
  id: string;
  parentId: string;
  title: string;
  path: string;
  icon: string;
  hidden?: boolean;
  adminOnly?: boolean;
  editions?: readonly number[];
  keepAlive?: boolean;
  report?: boolean;
  routes: RouteDef[];
}

export interface ModuleDef {
  id: string;
  key: string;
  title: string;
  icon: string;
  editions?: readonly number[];
  entries: MenuEntry[];
}

export const HOME_MENU_ID = '1000';

type Sub = 'A' | 'M' | 'V';
type SubRoutes = Record<string, [title: string, suffix: Sub]>;

interface EntryOpts {
  hidden?: boolean;
  adminOnly?: boolean;
  editions?: readonly number[];
  keepAlive?: boolean;
  report?: boolean;
  icon?: string;
}

function entry(id: string, title: string, path: string, subs: SubRoutes = {}, opts: EntryOpts = {}): Omit<MenuEntry, 'parentId'> {
  const base = path.slice(0, path.lastIndexOf('/'));
  const routes: RouteDef[] = [
    { path, title, menuId: id, keepAlive: opts.keepAlive, report: opts.report },
    ...Object.entries(subs).map(([seg, [subTitle, suffix]]) => ({
      path: `${base}/${seg}`,
      title: subTitle,
      menuId: id + suffix,
      report: opts.report,
    })),
  ];
  return {
    id,
    title,
    path,
    icon: opts.icon ?? 'document',
    hidden: opts.hidden,
    adminOnly: opts.adminOnly,
    editions: opts.editions,
    keepAlive: opts.keepAlive,
    report: opts.report,
    routes,
  };
}

/** Standard sub-screens of a document or resource, named after the thing. */
const docSubs = (name: string, segs: Partial<Record<'Add' | 'Edit' | 'Detail' | 'DetailList' | 'CopyAdd', string>>): SubRoutes => {
  const out: SubRoutes = {};
  const titles = {
    Add: [`新增${name}`, 'A'],
    Edit: [`编辑${name}`, 'M'],
    Detail: [`${name}详情`, 'V'],
    DetailList: [`${name}明细`, 'V'],
    CopyAdd: [`复制新增${name}`, 'A'],
  } as const;
  for (const [kind, seg] of Object.entries(segs)) {
    const [t, s] = titles[kind as keyof typeof titles];
    out[seg as string] = [t, s];
  }
  return out;
};

/** A document's sub-screens: their titles, from what its screens call it, and their menu id suffixes. */
const DOCUMENT_SCREENS: Record<Exclude<keyof DocumentRoutes, 'list' | 'turn'>, [title: (name: string) => string, suffix: Sub]> = {
  add: [(n) => `新增${n}`, 'A'],
  lines: [(n) => `${n}明细`, 'V'],
  edit: [(n) => `编辑${n}`, 'M'],
  detail: [(n) => `${n}详情`, 'V'],
  copy: [(n) => `复制新增${n}`, 'A'],
};

/** Menu options of a document's entry besides its description. */
const DOCUMENT_ENTRY_OPTS: Partial<Record<DocumentKey, EntryOpts>> = {
  FinanceInCome: { keepAlive: true },
  FinanceExpenditure: { keepAlive: true },
};

/** A document's menu entry, from its description: its list screen, then its other screens in the order of its routes. */
function documentEntry(key: string, d: DocumentDescription): Omit<MenuEntry, 'parentId'> {
  const opts = DOCUMENT_ENTRY_OPTS[key as DocumentKey] ?? {};
  const name = d.screenTitle ?? d.title;
  const { list, turn, ...screens } = d.routes;
  const routes: RouteDef[] = Object.entries(screens).map(([role, path]) => {
    const [title, suffix] = DOCUMENT_SCREENS[role as keyof typeof screens];
    return { path, title: title(name), menuId: d.menuId + suffix };
  });
  if (turn) routes.push({ path: turn, title: d.turn!.title, menuId: `${d.menuId}A` });
  const e = entry(d.menuId, d.menuTitle ?? d.name, list, {}, opts);
  return { ...e, routes: [...e.routes, ...routes] };
}

/** A module: its entries, and the documents' whose menu id it holds (its first two digits), in the order of their ids. */
function mod(
  id: string,
  key: string,
  title: string,
  icon: string,
  entries: Omit<MenuEntry, 'parentId'>[],
  editions?: readonly number[],
): ModuleDef {
  const documents = Object.entries(DOCUMENTS).flatMap(([k, d]) => (d.menuId.slice(0, 2) === id ? [documentEntry(k, d)] : []));
  const all = [...entries, ...documents].sort((a, b) => a.id.localeCompare(b.id));
  return { id, key, title, icon, editions, entries: all.map((e) => ({ ...e, parentId: id })) };
}

export const MODULES: ModuleDef[] = [
  mod(
    '11',
    'shop',
    '订货商城',
    'cart',
    [
      entry('1101', '商城商品分类', '/shop/category/List'),
      entry('1102', '商城商品', '/shop/product/List', docSubs('商城商品', { Add: 'Add', Edit: 'Edit', Detail: 'Detail' })),
      entry('1103', '商城订单', '/shop/order/List', { Detail: ['订单详情', 'V'], Turn: ['订单转销售', 'A'] }),
      entry('1104', '小程序用户', '/shop/user/storeList'),
      entry('1105', '作品管理', '/shop/formula/List', { uploadList: ['作品上传记录', 'V'] }),
      entry('1106', '我的店铺', '/shop/info/List'),
      entry('1107', '广告管理', '/shop/adv/List', docSubs('广告', { Add: 'Add', Edit: 'Edit', Detail: 'Detail' })),
      entry('1108', '首页快捷菜单', '/shop/label/List'),
      entry('1109', '店铺设置', '/shop/storeSet/StoreSet'),
    ],
    ORDERING_EDITIONS,
  ),
  mod('20', 'sales', '销售', 'money', [
    entry('2004', '客户管理', '/client/List', { Import: ['导入客户', 'A'] }, { icon: 'people' }),
    entry('2005', '客户分类', '/client/classification'),
    entry('2006', '客户等级价', '/client/price'),
  ]),
  mod('25', 'marketing', '营销', 'megaphone', [
    entry('2501', '客户拜访', '/customVisit/List', { Detail: ['拜访详情', 'V'] }),
    entry('2502', '拜访标签', '/customVisit/Tag'),
    entry('2505', '商品套餐', '/combo/List', docSubs('套餐', { Add: 'Add', Detail: 'Detail', Edit: 'Edit' })),
  ]),
  mod('30', 'products', '商品', 'box', [
    entry('3001', '商品管理', '/management/List', {
      ...docSubs('商品', { Add: 'Add', Edit: 'Edit', Detail: 'Detail', CopyAdd: 'CopyAdd' }),
      SupplierAllBack: ['供应商退货汇总', 'V'],
      Import: ['导入商品', 'A'],
      ProductBegin: ['商品期初', 'A'],
    }),
    entry('3002', '期初库存', '/info/Beginning'),
    entry('3003', '商品分类', '/info/classification'),
    entry('3004', '计量单位', '/info/Unit'),
    entry('3005', '商品属性', '/info/Property'),
    entry('3006', '序列号', '/sn/List'),
    entry('3007', '序列号库存', '/sn/Stock'),
    entry('3008', '序列号流水', '/sn/Flow'),
    entry('3009', '保质期批次', '/life/List'),
    entry('3010', '批次库存', '/life/Stock'),
    entry('3011', '批次流水', '/life/Flow'),
    entry('3014', '价格表', '/price/list'),
    entry('3015', '价格等级', '/price/degree'),
    entry('3016', '等级价设置', '/price/SetDegree'),
    entry('3017', '打印标签', '/tag/List'),
  ]),
  mod('40', 'stock', '采购库存', 'building', [
    entry('4004', '库存查询', '/warehouseQuery/list'),
    entry('4005', '库存预警', '/warehouseQuery/Warn'),
    entry('4006', '商品流水', '/waresWater/list'),
    entry('4010', '供应商', '/supplier/list', { Import: ['导入供应商', 'A'] }),
    entry('4011', '供应商分类', '/supplier/classification'),
    entry('4012', '仓库管理', '/warehouse/list'),
    entry('4013', '库位管理', '/warehouse/WarehouseLocation'),
    entry('4014', '库区管理', '/warehouse/WarehouseArea'),
    entry('4015', '商品库位', '/warehouse/ProductSkuLocation'),
    entry('4018', '出入库类型', '/otherStorageType/list'),
    entry('4020', '智能补货', '/replenish/list'),
  ]),
  mod('50', 'finance', '财务', 'wallet', [
    entry('5001', '应收欠款', '/customReceivable/list', { flow: ['应收流水', 'V'] }),
    entry('5002', '应付欠款', '/supplierHandle/list', { flow: ['应付流水', 'V'] }),
    entry('5003', '销售开票', '/saleBilling/list'),
    entry('5004', '采购收票', '/buyBilling/list'),
    entry('5005', '发票流水', '/community/invoice/Flow'),
    entry('5007', '收款核销', '/customHx/list', { add: ['新增收款核销', 'A'] }),
    entry('5009', '付款核销', '/supplierHx/list', { add: ['新增付款核销', 'A'] }),
    entry('5014', '收支项目', '/incomeAndExpenditure/classification'),
    entry('5015', '资金流水', '/account/cashFlow'),
    entry('5016', '结算账户', '/account/list'),
    entry('5018', '结账', '/period/list', {}, { adminOnly: true }),
  ]),
  mod('55', 'ledger', '会计', 'document', [
    entry('5501', '凭证', '/ledger/voucher/List', docSubs('凭证', { Add: 'Add', Edit: 'Edit', Detail: 'Detail' })),
    entry('5502', '账簿', '/ledger/book/Balance', { Detail: ['明细账', 'V'], General: ['总账', 'V'] }, { report: true }),
    entry('5503', '财务报表', '/ledger/report/Profit', { BalanceSheet: ['资产负债表', 'V'] }, { report: true }),
    entry('5504', '会计科目', '/ledger/account/List'),
    entry('5505', '凭证规则', '/ledger/rule/List'),
  ]),
  mod('60', 'reports', '报表', 'chart', [
    entry('6001', '销售日报', '/reportForSale/forBusiDate', {}, { report: true }),
    entry('6002', '销售商品报表', '/reportForSale/forProduct', {}, { report: true }),
    entry('6003', '销售客户报表', '/reportForSale/forCustom', {}, { report: true }),
    entry('6004', '移动支付流水', '/pay/PayList', {}, { report: true }),
    entry('6005', '采购日报', '/reportForBuy/forBusiDate', {}, { report: true }),
    entry('6006', '采购商品报表', '/reportForBuy/forProduct', {}, { report: true }),
    entry('6007', '采购供应商报表', '/reportForBuy/forSupplier', {}, { report: true }),
    entry('6008', '进销存汇总', '/reportForPerformance/InvoicingSummary', {}, { report: true }),
    entry('6009', '经营日报', '/reportForPerformance/daily', {}, { report: true }),
    entry('6010', '业绩报表', '/reportForPerformance/forEmployee', {}, { report: true }),
    entry('6011', '利润报表', '/reportForProfit/reportForProfit', {}, { report: true }),
  ]),
  mod('70', 'settings', '设置', 'settings', [
    entry('7001', '门店/机构管理', '/store/list', {}, { editions: MULTI_STORE_EDITIONS }),
    entry('7002', '员工管理', '/user/list', {}, { adminOnly: true }),
    entry('7003', '角色权限', '/role/list', { permission: ['授权', 'M'] }),
    entry('7004', '多级审批', '/examine/list'),
    entry('7006', '移动支付', '/pay/List'),
    entry('7007', '业务设置', '/setting/setting'),
    entry('7008', '单据编号规则', '/billno/list'),
    entry('7009', '新手引导', '/help/noviceGuide', {}, { hidden: true }),
    entry('7010', '服务条款', '/help/term', {}, { hidden: true }),
    entry('7011', '打印设置', '/report/list'),
    entry('7012', '公司信息', '/company/CompanyInfo', {}, { adminOnly: true }),
    entry('7013', '快递信息', '/express/list'),
    entry('7014', '系统重置', '/reset/reset', {}, { adminOnly: true }),
    entry('7015', '操作日志', '/auditRecord/list'),
    entry('7016', '数据导入', '/dataImport/List'),
  ]),
];

export const HOME_ROUTE: RouteDef = { path: '/', title: '首页', menuId: HOME_MENU_ID };

export const ALL_ENTRIES: MenuEntry[] = MODULES.flatMap((m) => m.entries);
export const ALL_ROUTES: RouteDef[] = [HOME_ROUTE, ...ALL_ENTRIES.flatMap((e) => e.routes)];

/** Whether an edition has a module: it keeps at least one of its entries (EDITION_SCREENS) and the module is of its editions. */
export function moduleVisible(m: ModuleDef, productType: number): boolean {
  const only = EDITION_SCREENS[productType];
  if (only && !only.some((id) => id.slice(0, 2) === m.id)) return false;
  return !m.editions || m.editions.includes(productType);
}

export function entryVisible(e: MenuEntry, productType: number): boolean {
  const only = EDITION_SCREENS[productType];
  if (only && !only.includes(e.id) && !only.includes(e.parentId)) return false;
  return !e.editions || e.editions.includes(productType);
}

const editionEntries = new Map<number, MenuEntry[]>();

/**
 * Entries that exist for an edition (hidden ones included: they are routable, just not in the menu); worked out once
 * per edition, as every save's permission check asks.
 */
export function entriesForEdition(productType: number): MenuEntry[] {
  let entries = editionEntries.get(productType);
  if (!entries) {
    entries = MODULES.filter((m) => moduleVisible(m, productType)).flatMap((m) => m.entries.filter((e) => entryVisible(e, productType)));
    editionEntries.set(productType, Object.freeze(entries) as MenuEntry[]);
  }
  return entries;
}

/** The menu ids a route path requires, or undefined for a path that is not gated. */
export function routeByPath(path: string): RouteDef | undefined {
  const lower = path.toLowerCase();
  return ALL_ROUTES.find((r) => r.path.toLowerCase() === lower);
}
