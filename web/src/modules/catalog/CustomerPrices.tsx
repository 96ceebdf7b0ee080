import { useEffect, useEffectEvent } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { SkuGradePriceRow } from './api';
import { AppLink } from '../../components/AppLink';
import { useLoad } from '../../hooks/useLoad';
import { ListPage, type Column } from '../../kit/ListPage';
import type { PageQuery } from '../../api/types';
import { pickedChoice } from '../../kit/listState';
import { useList } from '../../kit/useList';
import { searchCustomers } from '../document-engine';
import { SearchSelect } from '../../kit/SearchSelect';
import { GRADE_PRICE_SEARCH, SKU_PRICE_COLUMNS, loadGradePrices } from './gradePriceList';
import { CUSTOMS } from './options';
import { priceText } from './product/ProductList';

const CUSTOMER_PRICE_MENU_ID = '2006';

const useStyles = makeStyles({
  picker: { minWidth: '220px', flex: '0 1 280px' },
  grade: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const columns: Column<SkuGradePriceRow>[] = [
  ...SKU_PRICE_COLUMNS,
  {
    key: 'gradePrice',
    title: '等级价',
    width: 100,
    figure: 'money',
    text: (r) => (r.gradePrice === null && r.salePrice !== null ? '同销售价' : priceText(r.gradePrice)),
  },
  {
    key: 'customerPrice',
    title: '客户价',
    width: 100,
    figure: 'money',
    value: (r) => r.gradePrice ?? r.salePrice,
    text: (r) => priceText(r.gradePrice ?? r.salePrice),
  },
];

/** 客户等级价: pick a customer and see what each SKU costs them at their grade; prices are set in 等级价设置. */
export function CustomerPrices() {
  const s = useStyles();
  // The customer is in the URL with the list (customId, customName); the grade prices are asked for by its grade.
  const list = useList(({ customId: _customer, ...q }: PageQuery & { customId?: string; gradeId?: string }) => loadGradePrices(q), {
    filters: { customId: '', gradeId: '' },
  });
  const customer = pickedChoice(list.filters, list.labels, 'customId');
  const detail = useLoad(() => CUSTOMS.detail(customer!.id), customer?.id ?? null);
  const gradeId = customer && detail.data ? String(detail.data.gradeId ?? '') : '';
  const known = !customer || !!detail.data;
  // Only another grade (another customer), once known, changes the list.
  const followGrade = useEffectEvent((grade: string, isKnown: boolean) => {
    if (isKnown && grade !== list.filters.gradeId) list.filter('gradeId', grade);
  });
  useEffect(() => followGrade(gradeId, known), [gradeId, known]);

  const grade = () => {
    if (!customer) return <Caption1>请选择客户</Caption1>;
    if (!detail.data) return null;
    if (!gradeId) return <Caption1>该客户未设置客户等级，按销售价开单；可在“客户管理”中设置等级</Caption1>;
    return (
      <span className={s.grade}>
        <Caption1>客户等级：{String(detail.data.gradeName)}</Caption1>
        <AppLink to={`/price/SetDegree?gradeId=${encodeURIComponent(gradeId)}`}>设置该等级的价格</AppLink>
      </span>
    );
  };

  return (
    <ListPage
      label="客户等级价列表"
      permissionId={CUSTOMER_PRICE_MENU_ID}
      list={list}
      rowKey={(r) => r.skuId}
      columns={columns}
      searchPlaceholder={GRADE_PRICE_SEARCH}
      filters={
        <SearchSelect
          className={s.picker}
          aria-label="客户"
          placeholder="选择客户：名称、编码或手机号"
          value={customer}
          onChange={(c) => list.filter('customId', c?.id, c?.name)}
          search={searchCustomers}
        />
      }
      summary={grade()}
      exportName={gradeId ? `客户等级价-${customer?.name ?? ''}` : undefined}
    />
  );
}
