/**
 * The Kafka topics, one per category of stream, and which stream types each takes: the one place that names them.
 * Every event of a stream goes to its category's topic with the stream id as the key, so it keeps its order in one
 * partition. A stream type missing here goes to `jxc.other` rather than nowhere.
 */
export const TOPICS = {
  documents: 'jxc.documents',
  stock: 'jxc.stock',
  finance: 'jxc.finance',
  identity: 'jxc.identity',
  catalog: 'jxc.catalog',
  other: 'jxc.other',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

const STREAM_TYPES: Record<Exclude<keyof typeof TOPICS, 'other'>, readonly string[]> = {
  documents: [
    'BuyOffer',
    'Buy',
    'BuyReturn',
    'SaleOffer',
    'Sale',
    'SaleReturn',
    'Instorage',
    'Outstorage',
    'Trans',
    'BillNo',
    'BillCount',
    'ChangePrice',
    'ChangePriceSchedule',
    'CostPrice',
    'StoreOrder',
    'ReplenishRule',
  ],
  stock: ['Stock', 'SerialRegistry', 'InitStock', 'SkuLocation', 'StoreStock'],
  finance: ['CustomReceive', 'SupplierPay', 'PaySetting', 'PayOrder'],
  identity: ['Company', 'User', 'Role', 'LoginName', 'UserSession'],
  catalog: [
    'Product',
    'Code',
    'ProductClassTree',
    'CustomClassTree',
    'SupplierClassTree',
    'Warehouse',
    'WarehouseArea',
    'WarehouseLocation',
    'Custom',
    'CustomGrade',
    'CustomAddress',
    'Supplier',
    'Account',
    'Unit',
    'FinanceClass',
    'StorageType',
    'Express',
    'SysSpec',
    'Annex',
    'Dictionary',
    'VisitTag',
    'CustomVisit',
    'ProductCombo',
    'StoreUser',
    'Store',
    'StoreCode',
    'StoreClasses',
    'StoreProduct',
    'StoreAdv',
    'StoreLabel',
    'StoreFormula',
  ],
};

const BY_STREAM_TYPE = new Map<string, Topic>(
  Object.entries(STREAM_TYPES).flatMap(([category, types]) =>
    types.map((t) => [t, TOPICS[category as keyof typeof STREAM_TYPES]] as const),
  ),
);

export const topicOf = (streamType: string): Topic => BY_STREAM_TYPE.get(streamType) ?? TOPICS.other;
