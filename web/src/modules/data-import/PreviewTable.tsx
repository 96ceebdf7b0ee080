import type { DataImportPreview } from '@jxc/services/contracts';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxHeight: '420px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { borderCollapse: 'collapse', minWidth: '100%', fontSize: tokens.fontSizeBase200 },
  th: {
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  td: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'top',
  },
  bad: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    boxShadow: `inset 3px 0 0 ${tokens.colorPaletteRedBorder2}`,
  },
  why: { display: 'block', whiteSpace: 'normal', minWidth: '140px', color: tokens.colorPaletteRedForeground1 },
  rowNo: { color: tokens.colorNeutralForeground3 },
});

/** The uploaded rows as the sheet has them, each bad cell marked with its problem under its value. */
export function PreviewTable({ preview }: { preview: DataImportPreview }) {
  const s = useStyles();
  const problems = new Map<string, string[]>();
  for (const e of preview.errors) {
    const key = `${e.rowNo}|${e.column}`;
    problems.set(key, [...(problems.get(key) ?? []), e.message]);
  }
  return (
    <div className={s.scroll} tabIndex={0} role="region" aria-label="预览">
      <table className={s.table} aria-label="导入预览">
        <thead>
          <tr>
            <th className={s.th}>行号</th>
            {preview.columns.map((c) => (
              <th key={c} className={s.th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.rowNo}>
              <td className={`${s.td} ${s.rowNo}`}>{r.rowNo}</td>
              {preview.columns.map((c) => {
                const why = problems.get(`${r.rowNo}|${c}`);
                return (
                  <td key={c} className={why ? `${s.td} ${s.bad}` : s.td} aria-invalid={why ? true : undefined}>
                    {r.values[c]}
                    {why?.map((m) => (
                      <Caption1 key={m} className={s.why}>
                        {m}
                      </Caption1>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
