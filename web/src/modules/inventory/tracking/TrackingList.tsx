import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Input } from '@fluentui/react-components';
import type { FilteredQuery } from '../../../api/types';
import type { Page } from '../../../api/types';
import { ListPage, type Column } from '../../../kit/ListPage';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import { WarehouseFilter } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useFilteredList, type Filters } from '../../../kit/useFilteredList';
import type { Choice } from '../../../kit/ChoiceSelect';
import { DEFAULT_NEAR_DAYS, MAX_NEAR_DAYS, nearDaysOf } from './status';

/** What the columns may format with: quantities at the company's digits, and the near-expiry window. */
export interface Shown {
  qty: (v: unknown) => string;
  nearDays: number;
}

type Named = { productName: string; spec: string };

/** A serial or batch screen described as data: its query, filters, columns and the row's way to the next screen. */
export interface TrackingView<T extends Named> {
  title: string;
  menuId: string;
  load: (q: FilteredQuery) => Promise<Page<T>>;
  rowKey: (row: T) => string;
  columns: (shown: Shown) => Column<T>[];
  searchPlaceholder: string;
  /** A select beside the warehouse (状态, 批次状态), its empty option 全部. */
  choice?: { field: string; label: string; choices: Choice[] };
  dates?: boolean;
  /** The 临期天数 field (nearDays). */
  nearDays?: boolean;
  /** A serial or batch number another screen may pin through the URL, besides the SKU. */
  pin?: { field: string; label: string };
  action?: { label: string; to: (row: T) => string };
}

type Pin = TrackingView<Named>['pin'];

/** URL parameters of a row action that pin the list without a field of their own, with 查看全部 to let go. */
const pinnedFields = (pin: Pin) => ['skuId', ...(pin ? [pin.field] : [])];

function pinCaption(pin: Pin, filters: Filters, first: Named | undefined): string {
  const product = first ? `${first.productName} ${first.spec}`.trim() : '—';
  const number = pin && filters[pin.field];
  if (!number) return `当前商品：${product}`;
  return `当前${pin.label}：${number}${first ? `（${product}）` : ''}`;
}

/** The serial and batch screens: warehouse and the view's filters (pre-filled from the URL), then the list. */
export function TrackingList<T extends Named>({ view }: { view: TrackingView<T> }) {
  const navigate = useNavigate();
  const { qty } = useNumbers();
  // The filters start blank; the URL (a link from a stock row, a reload) holds what they are.
  const pins = pinnedFields(view.pin);
  const initial: Filters = { warehouseId: '', ...Object.fromEntries(pins.map((f) => [f, ''])) };
  if (view.choice) initial[view.choice.field] = '';
  if (view.dates) Object.assign(initial, { startDate: '', endDate: '' });
  if (view.nearDays) initial.nearDays = String(DEFAULT_NEAR_DAYS);
  // The window's text may be half typed: the server gets whole days (30 while it is blank).
  const load = (q: FilteredQuery): Promise<Page<T>> =>
    view.load(view.nearDays ? { ...q, nearDays: nearDaysOf(String(q.nearDays ?? '')) } : q);
  const { list, filters, setFilter } = useFilteredList(load, initial);
  const pinned = pins.some((f) => filters[f]);
  const { choice, action } = view;

  return (
    <Stack>
      <FilterBar filters={filters}>
        <WarehouseFilter filters={filters} setFilter={setFilter} />
        {choice && (
          <FilterField label={choice.label}>
            <ChoiceSelect
              choices={choice.choices}
              value={filters[choice.field]}
              emptyLabel="全部"
              onChange={(v) => setFilter(choice.field, v)}
            />
          </FilterField>
        )}
        {view.dates && <DateRange filters={filters} setFilter={setFilter} />}
        {view.nearDays && (
          <FilterField label="临期天数">
            <Input
              type="number"
              min={1}
              max={MAX_NEAR_DAYS}
              step={1}
              value={filters.nearDays}
              contentAfter="天"
              onChange={(_, d) => setFilter('nearDays', d.value)}
            />
          </FilterField>
        )}
        {pinned && (
          <>
            <Caption1>{pinCaption(view.pin, filters, list.page?.data[0])}</Caption1>
            <Button size="small" onClick={() => pins.forEach((f) => setFilter(f, ''))}>
              查看全部
            </Button>
          </>
        )}
      </FilterBar>
      <ListPage<T>
        label={view.title}
        permissionId={view.menuId}
        list={list}
        rowKey={view.rowKey}
        columns={view.columns({ qty, nearDays: nearDaysOf(filters.nearDays ?? '') })}
        rowActions={action && [{ label: action.label, action: 'query', onClick: (r) => navigate(action.to(r)) }]}
        searchPlaceholder={view.searchPlaceholder}
        exportName={view.title}
      />
    </Stack>
  );
}
