import { CUSTOM_CLASSES, SUPPLIER_CLASSES, batchCustoms, periodInitAmount, type CustomBatchField, type MasterRecord } from './api';
import type { BatchAction } from '../../kit/batch';
import type { FieldDesc } from '../../kit/fields';
import type { MasterScreen } from './MasterDataPage';
import { formatAmount } from '../../utils/format';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerPanels } from './CustomerPanels';
import {
  ACCOUNTS,
  CUSTOMS,
  EXPRESSES,
  FINANCE_CLASSES,
  GRADES,
  STORAGE_TYPES,
  SUPPLIERS,
  SYS_SPECS,
  UNITS,
  WAREHOUSE_AREAS,
  WAREHOUSE_LOCATIONS,
  WAREHOUSES,
  areaOptions,
  branchOptions,
  gradeOptions,
  staffOptions,
  warehouseOptions,
} from './options';
import { MULTI_STORE_EDITIONS } from '@jxc/services/contracts';

/** Fields of the server's resources (services/src/catalog/master-data/resources.ts), with the same labels and rules. */
const name = (key: string, label: string, maxWidth = 40): FieldDesc => ({ key, label, required: true, maxWidth });
const code = (key: string, label: string): FieldDesc => ({
  key,
  label,
  required: true,
  code: true,
  maxWidth: 30,
  placeholder: '字母、数字、下划线或中划线',
});
/** A code the server gives by the company's 编码规则 when left empty on adding (KH0001 …). */
const autoCode = (key: string, label: string): FieldDesc => ({
  ...code(key, label),
  required: false,
  placeholder: '不填则按编码规则自动生成',
});
const phone: FieldDesc = { key: 'phone', label: '手机号', phone: true };
const contact: FieldDesc = { key: 'contact', label: '联系人', maxWidth: 30 };
const address: FieldDesc = { key: 'address', label: '地址', maxWidth: 200, wide: true };
const remark: FieldDesc = { key: 'remark', label: '备注', kind: 'textarea', maxWidth: 200 };
const warehouse: FieldDesc = {
  key: 'warehouseId',
  label: '仓库',
  kind: 'select',
  required: true,
  options: warehouseOptions,
  nameKey: 'warehouseName',
};
const money = (key: string, label: string, extra: Partial<FieldDesc> = {}): FieldDesc => ({
  key,
  label,
  kind: 'decimal',
  places: 2,
  ...extra,
});

const customClass: FieldDesc = { key: 'classId', label: '客户分类', kind: 'tree', tree: CUSTOM_CLASSES, nameKey: 'className' };
const grade: FieldDesc = { key: 'gradeId', label: '客户等级', kind: 'select', options: gradeOptions, nameKey: 'gradeName' };
const owner: FieldDesc = { key: 'ownerUserId', label: '归属员工', kind: 'select', options: staffOptions, nameKey: 'ownerName' };
const labels: FieldDesc = { key: 'labels', label: '标签', maxWidth: 200 };
const overdueDays: FieldDesc = { key: 'overdueDays', label: '超期天数', kind: 'int', min: 0, max: 3650 };
const shareFlag: FieldDesc = { key: 'shareFlag', label: '共享', kind: 'switch' };
const initReceivable = money('initAmount', '期初应收');

/** A batch that sets one customer field to the value asked for. */
const customBatch = (label: string, f: FieldDesc): BatchAction<MasterRecord> => ({
  label,
  action: 'edit',
  field: { ...f, required: f.kind !== 'switch' },
  run: (rows, value) =>
    batchCustoms(
      f.key as CustomBatchField,
      rows.map((r) => String(r.customId)),
      value,
    ),
});

export const MASTER_SCREENS = {
  warehouse: {
    title: '仓库',
    permissionId: '4012',
    api: WAREHOUSES,
    idField: 'warehouseId',
    nameField: 'warehouseName',
    fields: [
      name('warehouseName', '仓库名称'),
      autoCode('warehouseCode', '仓库编码'),
      contact,
      phone,
      address,
      {
        key: 'branchId',
        label: '所属门店',
        kind: 'select',
        options: branchOptions,
        nameKey: 'branchName',
        placeholder: '总部',
        editions: MULTI_STORE_EDITIONS,
      },
      remark,
    ],
    columns: ['warehouseName', 'warehouseCode', 'branchId', 'contact', 'phone', { field: 'address', width: 200 }],
    filters: ['branchId'],
    searchPlaceholder: '仓库名称或编码',
  },
  warehouseArea: {
    title: '库区',
    permissionId: '4014',
    api: WAREHOUSE_AREAS,
    idField: 'areaId',
    nameField: 'areaName',
    fields: [name('areaName', '库区名称'), code('areaCode', '库区编码'), warehouse, remark],
    columns: ['areaName', 'areaCode', 'warehouseId', 'remark'],
    filters: ['warehouseId'],
    searchPlaceholder: '库区名称或编码',
  },
  warehouseLocation: {
    title: '库位',
    permissionId: '4013',
    api: WAREHOUSE_LOCATIONS,
    idField: 'locationId',
    nameField: 'locationName',
    fields: [
      name('locationName', '库位名称'),
      code('locationCode', '库位编码'),
      warehouse,
      { key: 'areaId', label: '库区', kind: 'select', options: areaOptions, within: 'warehouseId', nameKey: 'areaName' },
      remark,
    ],
    columns: ['locationName', 'locationCode', 'warehouseId', 'areaId'],
    filters: ['warehouseId', 'areaId'],
    searchPlaceholder: '库位名称或编码',
  },
  grade: {
    title: '客户等级',
    permissionId: '3015',
    api: GRADES,
    idField: 'gradeId',
    nameField: 'gradeName',
    fields: [
      name('gradeName', '等级名称', 30),
      { key: 'discount', label: '折扣率', kind: 'decimal', min: 0, max: 100, places: 2, placeholder: '如 95 表示九五折' },
      remark,
    ],
    columns: ['gradeName', 'discount', 'remark'],
    searchPlaceholder: '等级名称',
  },
  custom: {
    title: '客户',
    permissionId: '2004',
    api: CUSTOMS,
    idField: 'customId',
    nameField: 'customName',
    fields: [
      name('customName', '客户名称', 60),
      autoCode('customCode', '客户编码'),
      phone,
      contact,
      address,
      customClass,
      grade,
      owner,
      labels,
      overdueDays,
      { ...initReceivable, createOnly: true },
      shareFlag,
      { key: 'retailFlag', label: '零售客户（销售开单默认全额收款）', kind: 'switch' },
      remark,
    ],
    columns: [
      'customName',
      'customCode',
      { field: 'contact', width: 90 },
      'phone',
      'classId',
      { field: 'gradeId', width: 90 },
      { field: 'ownerUserId', hidden: true },
      { key: 'initAmount', title: '期初应收', width: 100, hidden: true, text: (r) => formatAmount(r.initAmount ?? 0) },
    ],
    filters: ['gradeId', 'ownerUserId'],
    searchPlaceholder: '名称、编码、手机号或联系人',
    tree: { api: CUSTOM_CLASSES, title: '客户分类' },
    importKind: 'Custom',
    exportName: '客户',
    batchActions: [
      customBatch('设置共享', shareFlag),
      customBatch('修改分类', customClass),
      customBatch('修改归属员工', owner),
      customBatch('设置标签', labels),
      customBatch('修改客户等级', grade),
      customBatch('设置超期天数', overdueDays),
    ],
    detailExtra: (r) => (
      <>
        <CustomerAddresses customId={String(r.customId)} />
        <CustomerPanels customId={String(r.customId)} customName={String(r.customName)} />
      </>
    ),
    rowForms: [
      {
        label: '期初应收',
        action: 'edit',
        fields: [{ ...initReceivable, required: true }],
        submit: (r, p) => periodInitAmount(String(r.customId), String(p.initAmount)),
      },
    ],
  },
  supplier: {
    title: '供应商',
    permissionId: '4010',
    api: SUPPLIERS,
    idField: 'supplierId',
    nameField: 'supplierName',
    fields: [
      name('supplierName', '供应商名称', 60),
      autoCode('supplierCode', '供应商编码'),
      phone,
      contact,
      address,
      { key: 'classId', label: '供应商分类', kind: 'tree', tree: SUPPLIER_CLASSES, nameKey: 'className' },
      money('initAmount', '期初应付', { createOnly: true }),
      remark,
    ],
    columns: [
      'supplierName',
      'supplierCode',
      { field: 'contact', width: 90 },
      'phone',
      'classId',
      { key: 'initAmount', title: '期初应付', width: 100, text: (r) => formatAmount(r.initAmount ?? 0) },
    ],
    searchPlaceholder: '名称、编码、手机号或联系人',
    tree: { api: SUPPLIER_CLASSES, title: '供应商分类' },
    importKind: 'Supplier',
    exportName: '供应商',
  },
  account: {
    title: '结算账户',
    permissionId: '5016',
    api: ACCOUNTS,
    idField: 'accountId',
    nameField: 'accountName',
    fields: [
      name('accountName', '账户名称'),
      autoCode('accountCode', '账户编码'),
      money('initAmount', '期初余额', { required: true, initial: '0' }),
      remark,
    ],
    columns: [
      'accountName',
      'accountCode',
      'initAmount',
      { key: 'balance', title: '当前余额', width: 100, figure: 'money', text: (r) => formatAmount(r.balance ?? 0) },
    ],
    searchPlaceholder: '账户名称或编码',
    exportName: '结算账户',
  },
  unit: {
    title: '计量单位',
    permissionId: '3004',
    api: UNITS,
    idField: 'unitId',
    nameField: 'unitName',
    fields: [name('unitName', '单位名称', 10)],
    columns: ['unitName'],
    searchPlaceholder: '单位名称',
  },
  financeClass: {
    title: '收支项目',
    permissionId: '5014',
    api: FINANCE_CLASSES,
    idField: 'classId',
    nameField: 'className',
    fields: [
      name('className', '项目名称', 30),
      {
        key: 'classType',
        label: '收支类型',
        kind: 'select',
        required: true,
        options: [
          { value: 'income', label: '收入' },
          { value: 'expense', label: '支出' },
        ],
      },
      remark,
    ],
    columns: ['className', 'classType', 'remark'],
    filters: ['classType'],
    searchPlaceholder: '项目名称',
  },
  storageType: {
    title: '出入库类型',
    permissionId: '4018',
    api: STORAGE_TYPES,
    idField: 'typeId',
    nameField: 'typeName',
    fields: [
      name('typeName', '类型名称', 30),
      {
        key: 'direction',
        label: '方向',
        kind: 'select',
        required: true,
        options: [
          { value: 'in', label: '入库' },
          { value: 'out', label: '出库' },
        ],
      },
      // An outbound type's 其他出库 at cost are 报损, which 经营日报 and 利润报表 take off the net profit.
      { key: 'lossFlag', label: '计入损耗', kind: 'switch' },
    ],
    columns: ['typeName', 'direction', 'lossFlag'],
    filters: ['direction'],
    searchPlaceholder: '类型名称',
  },
  express: {
    title: '快递',
    permissionId: '7013',
    api: EXPRESSES,
    idField: 'expressId',
    nameField: 'expressName',
    fields: [name('expressName', '快递名称', 30), code('expressCode', '快递编码'), { key: 'phone', label: '电话', maxWidth: 30 }, remark],
    columns: ['expressName', 'expressCode', 'phone', 'remark'],
    searchPlaceholder: '快递名称或编码',
  },
  sysSpec: {
    title: '规格',
    permissionId: '3005',
    api: SYS_SPECS,
    idField: 'specId',
    nameField: 'specName',
    fields: [
      name('specName', '规格名称', 20),
      {
        key: 'specValues',
        label: '规格值',
        kind: 'list',
        required: true,
        maxWidth: 20,
        wide: true,
        placeholder: '如：红、黄、蓝（用“、”分隔）',
      },
    ],
    columns: ['specName', 'specValues'],
    searchPlaceholder: '规格名称',
  },
} satisfies Record<string, MasterScreen>;

export type MasterKey = keyof typeof MASTER_SCREENS;
