import type { SkuLocationRow } from '@jxc/services/contracts';
import { useState } from 'react';
import { Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { warehouseOptions } from '../../catalog';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { FilterBar, FilterField } from '../../../kit/FilterBar';
import { FormDialog } from '../../../kit/FormDialog';
import type { FieldDesc, Option } from '../../../kit/fields';
import { ListPage, type BatchAction, type Column, type RowAction } from '../../../kit/ListPage';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useFilteredList } from '../../../kit/useFilteredList';
import { locationOptions, skuLocations } from './api';

const MENU_ID = '4015';
const ASSIGNED: Choice[] = [
  { id: '1', name: '已设置库位' },
  { id: '0', name: '未设置库位' },
];
const toChoices = (options: readonly Option[]): Choice[] => options.map((o) => ({ id: o.value, name: o.label }));

/** 商品库位: the SKUs of a warehouse with the location holding each; put one or several on a location, or take them off. */
export function ProductSkuLocation() {
  const warehouses = useLoad(warehouseOptions, 'warehouses');
  if (!warehouses.data) return warehouses.loading ? <PageSpinner /> : null;
  if (!warehouses.data.length)
    return (
      <MessageBar intent="info">
        <MessageBarBody>还没有仓库，请先在“仓库管理”中新增仓库。</MessageBarBody>
      </MessageBar>
    );
  return <SkuLocations warehouses={toChoices(warehouses.data)} />;
}

function SkuLocations({ warehouses }: { warehouses: Choice[] }) {
  const { qty } = useNumbers();
  const { list, filters, setFilter } = useFilteredList((q) => skuLocations.page({ ...q, warehouseId: q.warehouseId || warehouses[0].id }), {
    warehouseId: '',
    locationId: '',
    assigned: '',
  });
  const warehouseId = filters.warehouseId || warehouses[0].id;
  const locations = useLoad(() => locationOptions(warehouseId), warehouseId).data ?? [];
  const [placing, setPlacing] = useState<SkuLocationRow>();
  const locationField: FieldDesc = { key: 'locationId', label: '库位', kind: 'select', required: true, options: locations };

  const columns: Column<SkuLocationRow>[] = [
    { key: 'productName', title: '商品名称', sortable: true },
    { key: 'productCode', title: '商品编码', sortable: true },
    { key: 'spec', title: '规格' },
    { key: 'barCode', title: '条码' },
    { key: 'unitName', title: '单位' },
    { key: 'qty', title: '库存', sortable: true, figure: 'qty', text: (r) => qty(r.qty) },
    {
      key: 'locationCode',
      title: '库位',
      sortable: true,
      text: (r) => (r.locationName ? `${r.locationName}（${r.locationCode}）` : '未设置'),
    },
  ];
  const rowActions: RowAction<SkuLocationRow>[] = [
    { label: '设置库位', action: 'add', onClick: setPlacing },
    {
      label: '清除库位',
      action: 'delete',
      danger: true,
      visible: (r) => !!r.locationId,
      confirm: (r) => `确定清除“${r.productName}”在${r.warehouseName}的库位吗？`,
      request: (r) => skuLocations.clear(warehouseId, [r.skuId]),
    },
  ];
  const batchActions: BatchAction<SkuLocationRow>[] = [
    {
      label: '批量设置库位',
      action: 'add',
      field: locationField,
      run: (rows, v) =>
        skuLocations.put(
          warehouseId,
          String(v),
          rows.map((r) => r.skuId),
        ),
    },
    {
      label: '批量清除库位',
      action: 'delete',
      confirm: (rows) => `确定清除已选的 ${rows.length} 个商品的库位吗？`,
      run: (rows) =>
        skuLocations.clear(
          warehouseId,
          rows.map((r) => r.skuId),
        ),
    },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="仓库">
          <ChoiceSelect
            choices={warehouses}
            value={warehouseId}
            onChange={(v) => {
              setFilter('warehouseId', v);
              setFilter('locationId', '');
            }}
          />
        </FilterField>
        <FilterField label="库位">
          <ChoiceSelect
            choices={toChoices(locations)}
            value={filters.locationId}
            emptyLabel="全部库位"
            onChange={(v) => setFilter('locationId', v)}
          />
        </FilterField>
        <FilterField label="状态">
          <ChoiceSelect choices={ASSIGNED} value={filters.assigned} emptyLabel="全部" onChange={(v) => setFilter('assigned', v)} />
        </FilterField>
      </FilterBar>
      {!locations.length && <Caption1 role="status">该仓库还没有库位，请先在“库位管理”中为它新增库位。</Caption1>}
      <ListPage
        label="商品库位列表"
        permissionId={MENU_ID}
        list={list}
        rowKey={(r) => r.skuId}
        rowLabel={(r) => `${r.productName} ${r.spec}`.trim()}
        columns={columns}
        rowActions={rowActions}
        batchActions={batchActions}
        searchPlaceholder="商品名称、编码、规格或条码"
        exportName="商品库位"
      />
      {placing && (
        <FormDialog
          title={`设置库位：${placing.productName}${placing.spec ? ` ${placing.spec}` : ''}`}
          intro={
            <Caption1>
              {placing.locationName ? `当前在 ${placing.locationName}，保存后移到所选库位。` : `放到${placing.warehouseName}的哪个库位？`}
            </Caption1>
          }
          fields={[locationField]}
          record={{ locationId: placing.locationId }}
          submit={(p) => skuLocations.put(warehouseId, String(p.locationId), [placing.skuId])}
          onClose={() => setPlacing(undefined)}
          onSaved={() => {
            setPlacing(undefined);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}
