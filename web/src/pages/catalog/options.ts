import { masterApi, type MasterApi } from '../../api/catalog';
import { staffPage } from '../../api/staff';
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

/** The enabled records of a master-data group as choices. */
export const optionsOf = (api: MasterApi, idField: string, nameField: string) => async (): Promise<Option[]> =>
  (await api.page({ ...ALL, enabled: true })).data.map((r) => ({ value: String(r[idField]), label: String(r[nameField]) }));

export const warehouseOptions = optionsOf(WAREHOUSES, 'warehouseId', 'warehouseName');
export const gradeOptions = optionsOf(GRADES, 'gradeId', 'gradeName');
export const unitOptions = optionsOf(UNITS, 'unitId', 'unitName');
export const staffOptions = async (): Promise<Option[]> =>
  (await staffPage(ALL)).data.map((u) => ({ value: u.userId, label: u.userName || u.loginName }));
