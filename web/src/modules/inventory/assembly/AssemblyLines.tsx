import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DetailLineCards, DetailLinesTable, type DocDetail, type DocDetailLine } from '../../document-engine';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { GROUP_NAMES, groupsInOrder, KIND_NAMES, LINE_FIELDS, wayOf, type AssemblyDetail } from './assembly';

const useStyles = makeStyles({ group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** What the audit moved the lines at; undefined before it, null when hidden from the user. */
function costOf(lines: DocDetailLine[]) {
  if (lines.some((l) => l.stockAmount === undefined)) return undefined;
  return lines.some((l) => l.stockAmount === null) ? null : lines.reduce((t, l) => t + (l.stockAmount ?? 0), 0);
}

/** An assembly's detail lines: what left and what arrived, each group apart, with their costs and the fee. */
export function AssemblyLines({ detail }: { detail: DocDetail }) {
  const s = useStyles();
  const d = detail as AssemblyDetail;
  const phone = useBreakpoint() === 'mobile';
  const { money } = useNumbers();
  const [leaving, arriving] = groupsInOrder(d.kind);
  const cost = (lines: DocDetailLine[]) => {
    const c = costOf(lines);
    return c === undefined ? '审核后计算' : money(c);
  };
  return (
    <>
      {[leaving, arriving].map((g) => {
        const label = GROUP_NAMES[g];
        // Numbered within the group, as on the form and in the server's messages (成品第1行).
        const lines = d[g].map((l, i) => ({ ...l, lineNo: i + 1 }));
        return (
          <section key={g} className={s.group} aria-label={label}>
            <Subtitle2 as="h2">
              {label}（{wayOf(d.kind, g) === 'out' ? '出库' : '入库'}）
            </Subtitle2>
            {phone ? (
              <DetailLineCards label={`${label}明细`} lines={lines} fields={LINE_FIELDS} />
            ) : (
              <DetailLinesTable label={`${label}明细`} lines={lines} fields={LINE_FIELDS} />
            )}
          </section>
        );
      })}
      <Facts
        label="单据合计"
        facts={[
          ['业务类型', KIND_NAMES[d.kind]],
          [`${GROUP_NAMES[leaving]}成本`, cost(d[leaving])],
          ['费用', money(d.fee)],
          [`${GROUP_NAMES[arriving]}成本`, cost(d[arriving]), true],
        ]}
      />
    </>
  );
}
