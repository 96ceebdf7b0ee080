import { useEffect, useEffectEvent, useState } from 'react';
import { Input, makeStyles } from '@fluentui/react-components';
import { isDecimal } from '@jxc/services/contracts';
import { saveGradePrices, type SkuGradePriceRow } from './api';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { FilterSelect } from '../../kit/FilterSelect';
import { ListPage, type Column } from '../../kit/ListPage';
import { useCan } from '../../kit/useCan';
import { useList } from '../../kit/useList';
import { notifyError, notifySuccess } from '../../notify/bus';
import { GRADE_PRICE_SEARCH, SKU_PRICE_COLUMNS, loadGradePrices } from './gradePriceList';
import { priceText } from './product/ProductList';
import { gradeOptions } from './options';

const GRADE_PRICE_MENU_ID = '3016';

const useStyles = makeStyles({ input: { width: '120px' } });

/** One SKU's price for the grade, saved when the cell is left with a changed valid value. */
function GradePriceCell({ row, gradeId, editable }: { row: SkuGradePriceRow; gradeId: string; editable: boolean }) {
  const s = useStyles();
  const saved = row.gradePrice === null ? '' : String(row.gradePrice);
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  if (!editable || row.salePrice === null) return <>{priceText(row.gradePrice)}</>;
  const commit = async () => {
    const v = value.trim();
    if (v === saved || v === '') return setValue(saved);
    if (!isDecimal(v) || Number(v) < 0) return notifyError('等级价须为0或以上的数字');
    try {
      await saveGradePrices(row.skuId, [{ gradeId, price: v }]);
      notifySuccess(`已保存“${row.productName}${row.spec ? `（${row.spec}）` : ''}”的等级价`);
    } catch (e) {
      notifyError(errorMessage(e));
      setValue(saved);
    }
  };
  return (
    <Input
      className={s.input}
      size="small"
      inputMode="decimal"
      aria-label={`${row.productName}${row.spec}等级价`}
      placeholder="同销售价"
      value={value}
      onChange={(_, d) => setValue(d.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
    />
  );
}

/**
 * 等级价设置: pick a customer grade (the one in ?gradeId=, else the first), then set each SKU's price for it in the
 * grid (empty = the sale price).
 */
export function GradePrices() {
  const can = useCan(GRADE_PRICE_MENU_ID);
  const grades = useLoad(gradeOptions, 'grades');
  const list = useList(loadGradePrices, { filters: { gradeId: '' } });
  const gradeId = list.filters.gradeId;
  const first = grades.data?.[0]?.value;
  // Only the first grade, once known, is chosen for the user (unless one is already picked).
  const chooseFirst = useEffectEvent((grade: string) => {
    if (!gradeId) list.filter('gradeId', grade);
  });
  useEffect(() => {
    if (first) chooseFirst(first);
  }, [first]);
  const columns: Column<SkuGradePriceRow>[] = [
    ...SKU_PRICE_COLUMNS,
    {
      key: 'gradePrice',
      title: '等级价',
      width: 150,
      figure: 'money',
      text: (r) => priceText(r.gradePrice),
      render: (r) => <GradePriceCell key={`${gradeId}-${r.skuId}`} row={r} gradeId={gradeId} editable={can('edit')} />,
    },
  ];
  return (
    <ListPage
      label="等级价列表"
      permissionId={GRADE_PRICE_MENU_ID}
      list={list}
      rowKey={(r) => r.skuId}
      columns={columns}
      searchPlaceholder={GRADE_PRICE_SEARCH}
      filters={<FilterSelect label="客户等级" options={grades.data ?? []} value={gradeId} onChange={(v) => list.filter('gradeId', v)} />}
      summary={!grades.loading && !grades.data?.length ? '请先在“价格等级”中添加客户等级' : undefined}
    />
  );
}
