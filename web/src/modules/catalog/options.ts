import { masterApi, userOptions, type MasterApi } from './api';
import type { Option } from '../../kit/fields';

/** Every choice fits one page of the largest size. */
const ALL = { pageNo: 1, pageSize: 200 };

export const WAREHOUSES = masterApi('Warehouse', 'warehouseId');
export const WAREHOUSE_AREAS = masterApi('WarehouseArea', 'areaId');
export const WAREHOUSE_LOCATIONS = masterApi('WarehouseLocation', 'locationId');
export const GRADES = masterApi('CustomGrade', 'gradeId');
export const CUSTOMS = masterApi('Custom', 'customId');
export const CUSTOM_ADDRESSES = masterApi('CustomAddress', 'addressId');
export const SUPPLIERS = masterApi('Supplier', 'supplierId');
export const ACCOUNTS = masterApi('Account', 'accountId');
export const UNITS = masterApi('Unit', 'unitId');
export const FINANCE_CLASSES = masterApi('FinanceClass', 'classId');
export const STORAGE_TYPES = masterApi('StorageType', 'typeId');
export const EXPRESSES = masterApi('Express', 'expressId');
export const SYS_SPECS = masterApi('SysSpec', 'specId');
export const BRANCHES = masterApi('Branch', 'branchId');

/** The enabled records of a master-data group as choices, each under the value of its `groupField` if given. */
export const optionsOf = (api: MasterApi, idField: string, nameField: string, groupField?: string) => async (): Promise<Option[]> =>
  (await api.options(ALL)).data.map((r) => ({
    value: String(r[idField]),
    label: String(r[nameField]),
    ...(groupField && { group: String(r[groupField]) }),
  }));

export const warehouseOptions = optionsOf(WAREHOUSES, 'warehouseId', 'warehouseName');
export const gradeOptions = optionsOf(GRADES, 'gradeId', 'gradeName');
export const branchOptions = optionsOf(BRANCHES, 'branchId', 'branchName');
export const unitOptions = optionsOf(UNITS, 'unitId', 'unitName');
/** Areas under their warehouse. */
export const areaOptions = optionsOf(WAREHOUSE_AREAS, 'areaId', 'areaName', 'warehouseId');
/** Active staff, for any signed-in user. */
export const staffOptions = async (): Promise<Option[]> => (await userOptions()).data.map((u) => ({ value: u.userId, label: u.userName }));
