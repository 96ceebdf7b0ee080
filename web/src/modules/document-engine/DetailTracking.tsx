import { useState } from 'react';
import { Caption1, Link, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DocDetailLine } from './api';
import { batchLines, serialSummary } from './tracking';

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground3 },
  serials: { overflowWrap: 'anywhere' },
});

/** Serials shown before '…(n)'; a click or hover shows them all. */
const SHOWN = 2;

/** Batch quantities are in the main unit: the line's own when it is counted in it, else said so. */
const mainUnit = (l: DocDetailLine) => (l.qty === l.baseQty ? l.unitName : '（基本单位）');

/** The saved line has serials or a batch. */
export const tracked = (l: DocDetailLine) => (l.serials?.length ?? 0) > 0 || batchLines(l, '').length > 0;

/** A saved line's serials (the first few, all on hover or a click) and its batch or batches. */
export function DetailTracking({ line, className }: { line: DocDetailLine; className?: string }) {
  const s = useStyles();
  const [all, setAll] = useState(false);
  const serials = line.serials ?? [];
  // Its name holds the text it shows, for those who speak it to click it.
  const summary = serialSummary(serials, SHOWN);
  return (
    <div className={mergeClasses(s.facts, className)}>
      {serials.length > 0 && (
        <Caption1 className={s.serials}>
          序列号{' '}
          {all || serials.length <= SHOWN ? (
            serials.join('、')
          ) : (
            <Tooltip content={serials.join('、')} relationship="description">
              <Link as="button" inline onClick={() => setAll(true)} aria-label={`${summary} 全部序列号（${serials.length}个）`}>
                {summary}
              </Link>
            </Tooltip>
          )}
        </Caption1>
      )}
      {batchLines(line, mainUnit(line)).map((b) => (
        <Caption1 key={b}>{b}</Caption1>
      ))}
    </div>
  );
}
