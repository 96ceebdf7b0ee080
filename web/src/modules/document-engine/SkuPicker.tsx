import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { skuPage, type CustomerSku } from './api';
import type { PageQuery } from '../../api/types';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { useNumbers } from '../../kit/numbers';
import { skuAvailable } from './stockLookups';
import { PickerDialog } from './PickerDialog';
import { trackingTags } from './tracking';
import { usePickerPage } from './usePickerPage';

export interface SkuPickerProps {
  priceOf: (sku: CustomerSku) => number | null;
  /** The look-up answers this customer's prices. */
  customId?: string;
  onPick: (skus: CustomerSku[]) => void;
  onClose: () => void;
}

const useStyles = makeStyles({
  tag: { marginLeft: tokens.spacingHorizontalXS },
  cards: { margin: 0, padding: 0, listStyleType: 'none' },
  card: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  // The whole card is the checkbox's label: a tap anywhere on it ticks the SKU.
  tick: { display: 'flex', width: '100%', maxWidth: 'none', minHeight: '56px', alignItems: 'center' },
  label: {
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  price: { fontWeight: tokens.fontWeightSemibold, textAlign: 'right' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  stock: { fontSize: tokens.fontSizeBase200, textAlign: 'right', whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * Finds products page by page and adds every ticked SKU as a line; each shows its price (as far as the user may see
 * prices: the server blanks the others) and the stock available over the warehouses the user may use. On a phone
 * the SKUs are cards, the whole card ticking.
 */
export function SkuPicker({ priceOf, customId, onPick, onClose }: SkuPickerProps) {
  const picker = usePickerPage((q: PageQuery) => skuPage({ ...q, ...(customId && { customId }) }));
  const { money, namedUnits } = useNumbers();
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const [chosen, setChosen] = useState<CustomerSku[]>([]);
  const isChosen = (k: CustomerSku) => chosen.some((c) => c.skuId === k.skuId);
  const toggle = (k: CustomerSku, on: boolean) => setChosen((c) => (on ? [...c, k] : c.filter((x) => x.skuId !== k.skuId)));
  const ids = picker.rows.map((k) => k.skuId);
  const stock = useLoad(() => skuAvailable(ids), ids.length ? ids.join() : null).data?.data;
  /** What is available of a SKU: nothing when it has no stock; blank until the stock has arrived (or for one who may not see stock). */
  const available = (k: CustomerSku) => (stock ? namedUnits(stock.find((x) => x.skuId === k.skuId)?.avalidCount ?? 0, k) : '');
  const name = (k: CustomerSku) => (
    <>
      {k.productName}
      {trackingTags(k).map((t) => (
        <Badge key={t} className={s.tag} appearance="tint" size="small">
          {t}
        </Badge>
      ))}
    </>
  );
  const empty = picker.loading ? '加载中…' : '暂无商品';

  return (
    <PickerDialog
      title="选择商品"
      placeholder="商品名称、编码、规格或条码"
      picker={picker}
      onClose={onClose}
      confirm={
        <Button appearance="primary" disabled={!chosen.length} onClick={() => onPick(chosen)}>
          添加{chosen.length ? `（${chosen.length}）` : ''}
        </Button>
      }
    >
      {mobile ? (
        <ul className={s.cards} aria-label="商品">
          {picker.rows.map((k) => (
            <li key={k.skuId} className={s.card}>
              <Checkbox
                className={s.tick}
                checked={isChosen(k)}
                onChange={(_, d) => toggle(k, d.checked === true)}
                label={{
                  className: s.label,
                  children: (
                    <>
                      <span className={s.name}>
                        {name(k)} {k.spec}
                      </span>
                      <span className={s.price}>{money(priceOf(k))}</span>
                      <span className={s.muted}>{[k.productCode, k.barCode].filter(Boolean).join(' · ')}</span>
                      <span className={s.stock}>{stock && `可用 ${available(k)}`}</span>
                    </>
                  ),
                }}
              />
            </li>
          ))}
          {picker.rows.length === 0 && <li className={s.empty}>{empty}</li>}
        </ul>
      ) : (
        <Table size="small" aria-label="商品" style={{ minWidth: 720 }}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 44 }}>选择</TableHeaderCell>
              <TableHeaderCell>商品名称</TableHeaderCell>
              <TableHeaderCell>编码</TableHeaderCell>
              <TableHeaderCell>规格</TableHeaderCell>
              <TableHeaderCell>条码</TableHeaderCell>
              <TableHeaderCell>单位</TableHeaderCell>
              <TableHeaderCell>单价</TableHeaderCell>
              <TableHeaderCell>可用库存</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {picker.rows.map((k) => (
              <TableRow key={k.skuId} onClick={() => toggle(k, !isChosen(k))} style={{ cursor: 'pointer' }}>
                <TableCell>
                  <Checkbox
                    checked={isChosen(k)}
                    aria-label={`选择 ${k.productName} ${k.spec}`}
                    onClick={(e) => e.stopPropagation()}
                    onChange={(_, d) => toggle(k, d.checked === true)}
                  />
                </TableCell>
                <TableCell>{name(k)}</TableCell>
                <TableCell>{k.productCode}</TableCell>
                <TableCell>{k.spec}</TableCell>
                <TableCell>{k.barCode}</TableCell>
                <TableCell>{k.unitName}</TableCell>
                <TableCell>{money(priceOf(k))}</TableCell>
                <TableCell className={s.nowrap}>{available(k)}</TableCell>
              </TableRow>
            ))}
            {picker.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </PickerDialog>
  );
}
