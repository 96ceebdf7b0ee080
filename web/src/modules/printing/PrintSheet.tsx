import { amountInCapitals, isRoll, type PrintField, type ResolvedDocTemplate } from '@jxc/services/contracts';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { Fragment } from 'react';
import { at, formatted, headerValue, isNumeric, lineCell, linesOf, printsUnit, trackingNotes, type Digits } from './values';

type Row = Record<string, unknown>;

// Paper, not screen: millimetres and points, black on white, whatever the theme.
const useStyles = makeStyles({
  sheet: {
    boxSizing: 'border-box',
    backgroundColor: '#fff',
    color: '#000',
    display: 'flex',
    flexDirection: 'column',
    gap: '2mm',
    breakAfter: 'page',
    overflow: 'hidden',
  },
  wide: { fontFamily: '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif', fontSize: '10pt', padding: '10mm 12mm' },
  dot: { fontFamily: 'SimSun, "Songti SC", "Noto Serif CJK SC", serif', fontSize: '10pt', padding: '5mm 14mm' },
  roll: {
    fontFamily: '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif',
    fontSize: '9pt',
    padding: '3mm 3mm 6mm',
    gap: '1.5mm',
  },
  head: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1mm', position: 'relative' },
  logo: { position: 'absolute', left: 0, top: 0, maxHeight: '12mm', maxWidth: '30mm', objectFit: 'contain' },
  company: { fontSize: '1.25em', fontWeight: 700, letterSpacing: '0.05em', textAlign: 'center' },
  title: { fontSize: '1.5em', fontWeight: 700, letterSpacing: '0.3em', textAlign: 'center' },
  contact: { fontSize: '0.85em', textAlign: 'center' },
  fields: { display: 'grid', gap: '0.8mm 4mm', margin: 0 },
  field: { display: 'flex', gap: '1mm', margin: 0, minWidth: 0 },
  term: { flexShrink: 0, whiteSpace: 'nowrap' },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  caption: { fontWeight: 700, marginTop: '1mm' },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'auto',
    '& th, & td': { border: '0.2mm solid #000', padding: '0.6mm 1.2mm', verticalAlign: 'top' },
    '& th': { fontWeight: 700, whiteSpace: 'nowrap' },
  },
  num: { textAlign: 'right', whiteSpace: 'nowrap' },
  tracked: { fontSize: '0.9em', overflowWrap: 'anywhere' },
  rule: { borderTop: '0.3mm dashed #000', margin: '0.5mm 0' },
  item: { display: 'flex', flexDirection: 'column' },
  figures: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '0 3mm' },
  sums: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '0.5mm 6mm' },
  words: { fontWeight: 700 },
  signs: { display: 'flex', flexWrap: 'wrap', gap: '2mm 10mm', marginTop: '3mm' },
  sign: { display: 'flex', alignItems: 'flex-end', gap: '1mm', minWidth: '40mm' },
  blank: { borderBottom: '0.2mm solid #000', flexGrow: 1, minWidth: '24mm', minHeight: '1.2em' },
  notes: { whiteSpace: 'pre-wrap', fontSize: '0.9em' },
  center: { textAlign: 'center' },
});

/** Label and value pairs, laid out over `columns` columns. */
function Fields({ pairs, columns }: { pairs: [string, string][]; columns: number }) {
  const s = useStyles();
  return (
    <dl className={s.fields} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {pairs.map(([term, value]) => (
        <div key={term} className={s.field}>
          <dt className={s.term}>{term}：</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SheetProps {
  template: ResolvedDocTemplate;
  data: Row;
  digits: Digits;
}

/** The lines as a table (sheets) named `label`, each line's serials and batches in a row under it, the totals of shown columns in its last row. */
function LinesTable({
  template,
  label,
  lines,
  digits,
  sums,
}: {
  template: ResolvedDocTemplate;
  label: string;
  lines: Row[];
  digits: Digits;
  sums: Map<string, string>;
}) {
  const s = useStyles();
  const { columns } = template;
  const unitShown = printsUnit(columns);
  return (
    <table className={s.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} className={isNumeric(c) ? s.num : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => {
          const notes = trackingNotes(line, columns, digits);
          return (
            <Fragment key={i}>
              <tr>
                {columns.map((c) => (
                  <td key={c.key} className={isNumeric(c) ? s.num : undefined}>
                    {lineCell(line, c, i, digits, unitShown)}
                  </td>
                ))}
              </tr>
              {notes.length > 0 && (
                <tr>
                  <td colSpan={columns.length} className={s.tracked}>
                    {notes.join('；')}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
        {sums.size > 0 && (
          <tr>
            {columns.map((c, i) => (
              <td key={c.key} className={isNumeric(c) ? s.num : undefined}>
                {sums.get(c.key) ?? (i === 0 ? '合计' : '')}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The lines as a receipt lists them: the goods on one line, the figures under them, then their serials and batches. */
function LinesList({ template, lines, digits }: { template: ResolvedDocTemplate; lines: Row[]; digits: Digits }) {
  const s = useStyles();
  const words = template.columns.filter((c) => !isNumeric(c));
  const figures = template.columns.filter((c) => isNumeric(c) && c.key !== 'index');
  const numbered = template.columns.some((c) => c.key === 'index');
  const unitShown = printsUnit(template.columns);
  return (
    <>
      {lines.map((line, i) => (
        <div key={i} className={s.item}>
          <span>
            {numbered ? `${i + 1}. ` : ''}
            {words
              .map((c) => lineCell(line, c, i, digits, unitShown))
              .filter(Boolean)
              .join(' ')}
          </span>
          <span className={s.figures}>
            {figures.map((c) => (
              <span key={c.key}>
                {c.label} {lineCell(line, c, i, digits, unitShown)}
              </span>
            ))}
          </span>
          {trackingNotes(line, template.columns, digits).map((note) => (
            <span key={note} className={s.tracked}>
              {note}
            </span>
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * One copy of a document on its template's paper: company and title, the chosen header fields, the lines (a table on
 * sheets, a list on receipt rolls), totals, the amount in capitals, payment, signature lines and notes. The browser
 * print page and the settings preview both draw with it.
 */
export function PrintSheet({ template, data, digits }: SheetProps) {
  const s = useStyles();
  const roll = isRoll(template.paper);
  const lines = linesOf(data, template.tables);
  const show = (fields: PrintField[]) => fields.map((f): [string, string] => [f.label, formatted(headerValue(data, f, lines), f, digits)]);
  // Sums of shown columns go in the table's last row; the rest with the totals.
  const inTable =
    roll || template.tables.length !== 1
      ? []
      : template.totals.filter((t) => t.key.startsWith('sum:') && template.columns.some((c) => c.key === t.key.slice(4)));
  const sums = new Map(inTable.map((t) => [t.key.slice(4), formatted(headerValue(data, t, lines), t, digits)]));
  const totals = show(template.totals.filter((t) => !inTable.includes(t)));
  const amount = template.amountInWords ? at(data, template.amountInWords) : undefined;
  const contact = [template.company.address, template.company.phone && `电话：${template.company.phone}`].filter(Boolean).join('　');
  const columns = roll ? 1 : template.paper.width >= 200 ? 3 : 2;
  const paperClass = roll ? s.roll : template.paper.key.startsWith('241') ? s.dot : s.wide;

  return (
    <section
      className={mergeClasses(s.sheet, paperClass)}
      style={{ width: `${template.paper.width}mm`, minHeight: template.paper.height ? `${template.paper.height}mm` : undefined }}
      aria-label={`${template.title}（${template.paper.name}）`}
    >
      <header className={s.head}>
        {template.showLogo && template.company.companyLogo && !roll && <img className={s.logo} src={template.company.companyLogo} alt="" />}
        <div className={s.company}>{template.company.companyName}</div>
        {contact && !roll && <div className={s.contact}>{contact}</div>}
        <div className={s.title}>{template.title}</div>
      </header>
      <Fields pairs={show(template.header)} columns={columns} />
      {template.columns.length > 0 &&
        template.tables.map((t) => {
          const own = Array.isArray(data[t.key]) ? (data[t.key] as Row[]) : [];
          return (
            <div key={t.key}>
              {t.title && <div className={s.caption}>{t.title}</div>}
              {roll ? (
                <>
                  <div className={s.rule} />
                  <LinesList template={template} lines={own} digits={digits} />
                  <div className={s.rule} />
                </>
              ) : (
                <LinesTable template={template} label={`${template.title}${t.title || ''}明细`} lines={own} digits={digits} sums={sums} />
              )}
            </div>
          );
        })}
      {totals.length > 0 && (
        <div className={s.sums}>
          {totals.map(([label, value]) => (
            <span key={label}>
              {label}：{value}
            </span>
          ))}
        </div>
      )}
      {amount !== undefined && amount !== null && <div className={s.words}>合计金额（大写）：{amountInCapitals(amount as number)}</div>}
      {template.payment.length > 0 && <Fields pairs={show(template.payment)} columns={columns} />}
      {template.signatures.length > 0 && (
        <div className={s.signs}>
          {template.signatures.map((sign) => (
            <div key={sign.label} className={s.sign}>
              <span>{sign.label}：</span>
              <span className={s.blank}>{sign.fill ? String(at(data, sign.fill) ?? '') : ''}</span>
            </div>
          ))}
        </div>
      )}
      {template.notes && <div className={mergeClasses(s.notes, roll && s.center)}>{template.notes}</div>}
    </section>
  );
}
