import { Fragment } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useLineCardStyles } from './cardStyles';
import type { LineField } from './kind';
import { EMPTY_LINES, lineCells, LineProduct, type LineView } from './LineCells';

/** The form's lines on a phone: a card each, its fields labelled, its amounts under them. */
export function LineCards({ label, views, fields }: { label: string; views: LineView[]; fields: readonly LineField[] }) {
  const s = useLineCardStyles();
  const cells = lineCells(fields);
  const inputs = cells.filter((c) => !c.computed);
  const figures = cells.filter((c) => c.computed);
  return (
    <ul className={s.cards} aria-label={label}>
      {views.map((v) => (
        <li key={v.line.key} className={s.card}>
          <div className={s.head}>
            <span className={s.no}>{v.row}</span>
            <div className={s.title}>
              <LineProduct line={v.line} wrap />
            </div>
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              disabled={v.disabled}
              aria-label={`删除第${v.row}行`}
              onClick={v.remove}
            />
          </div>
          <div className={s.fields}>
            {inputs.map(({ title, wide, Cell }) => (
              <Fragment key={title}>
                <span className={s.term}>{title}</span>
                <div className={mergeClasses(s.value, wide && s.wide)}>
                  <Cell {...v} />
                </div>
              </Fragment>
            ))}
          </div>
          <dl className={s.figures}>
            {/* The last, 价税合计, stands out. */}
            {figures.map(({ title, Cell }, i) => (
              <div key={title} className={mergeClasses(s.figure, i === figures.length - 1 && s.strong)}>
                <dt className={s.term}>{title}</dt>
                <dd className={s.value}>
                  <Cell {...v} />
                </dd>
              </div>
            ))}
          </dl>
          {v.tracking}
          {v.problem && (
            <div className={s.error} role="alert">
              {v.problem}
            </div>
          )}
        </li>
      ))}
      {views.length === 0 && <li className={s.empty}>{EMPTY_LINES}</li>}
    </ul>
  );
}
