import { Fragment } from 'react';
import { Caption1 } from '@fluentui/react-components';
import type { DocDetailLine } from './api';
import { useNumbers } from '../../kit/numbers';
import { useLineCardStyles } from './cardStyles';
import { DetailTracking, tracked } from './DetailTracking';

/** A saved document's lines on a phone: a card each with its figures, serials and batch. */
export function DetailLineCards({ lines }: { lines: DocDetailLine[] }) {
  const s = useLineCardStyles();
  const { qty, money } = useNumbers();
  return (
    <ul className={s.cards} aria-label="单据明细">
      {lines.map((l) => (
        <li key={l.lineNo} className={s.card}>
          <div className={s.head}>
            <span className={s.no}>{l.lineNo}</span>
            <div className={s.title}>
              <div>{l.productName}</div>
              <Caption1 className={s.term}>{[l.spec, l.productCode].filter(Boolean).join(' · ')}</Caption1>
            </div>
          </div>
          <dl className={s.fields}>
            {([
              ['数量', `${qty(l.qty)}${l.unitName}`],
              ['单价', money(l.price)],
              ['金额', money(l.amount)],
              ['价税合计', money(l.lineTotal)],
              ['仓库', l.warehouseName],
              ['备注', l.remark],
            ] as const).map(([term, value]) => (
              <Fragment key={term}>
                <dt className={s.term}>{term}</dt>
                <dd className={s.value}>{value}</dd>
              </Fragment>
            ))}
          </dl>
          {tracked(l) && <DetailTracking line={l} />}
        </li>
      ))}
    </ul>
  );
}
