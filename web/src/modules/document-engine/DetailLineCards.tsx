import { Fragment } from 'react';
import { Caption1 } from '@fluentui/react-components';
import type { DocDetailLine } from './api';
import { useNumbers } from '../../kit/numbers';
import { useLineCardStyles } from './cardStyles';
import { DetailTracking, tracked } from './DetailTracking';
import { detailColumns, lineQty } from './detailColumns';
import type { LineField } from './kind';
import { comboHeading } from './combos';

/** What a card shows of the line fields (the rest is in the table on wider screens). */
const ON_CARD = new Set(['数量', '单价', '金额', '价税合计', '成本金额', '仓库', '库位', '备注']);

/** A saved document's lines on a phone: a card each with its figures, serials and batch. */
export function DetailLineCards({
  lines,
  fields,
  label = '单据明细',
}: {
  lines: DocDetailLine[];
  fields: readonly LineField[];
  label?: string;
}) {
  const s = useLineCardStyles();
  const numbers = useNumbers();
  const columns = detailColumns(fields, lines).filter((c) => ON_CARD.has(c.title));
  return (
    <ul className={s.cards} aria-label={label}>
      {lines.map((l, i) => (
        <li key={l.lineNo} className={s.card}>
          {comboHeading(lines, i, numbers.money) && <Caption1 as="p">{comboHeading(lines, i, numbers.money)}</Caption1>}
          <div className={s.head}>
            <span className={s.no}>{l.lineNo}</span>
            <div className={s.title}>
              <div>{l.productName}</div>
              <Caption1 className={s.term}>{[l.spec, l.productCode].filter(Boolean).join(' · ')}</Caption1>
            </div>
          </div>
          <dl className={s.fields}>
            {columns.map((c) => (
              <Fragment key={c.title}>
                <dt className={s.term}>{c.title}</dt>
                <dd className={s.value}>{c.field === 'qty' ? lineQty(l, numbers, l.unitName) : c.value(l, numbers)}</dd>
              </Fragment>
            ))}
          </dl>
          {tracked(l) && <DetailTracking line={l} />}
        </li>
      ))}
    </ul>
  );
}
