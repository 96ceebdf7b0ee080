import { makeStyles } from '@fluentui/react-components';
import type { ResolvedLabelTemplate } from '@jxc/services/contracts';
import { barcodeSvg } from './barcode';
import type { LabelItem } from './labels';
import { formatted, type Digits } from './values';

const useStyles = makeStyles({
  label: {
    boxSizing: 'border-box',
    backgroundColor: '#fff',
    color: '#000',
    padding: '1.2mm 1.5mm',
    overflow: 'hidden',
    breakAfter: 'page',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: '0.3mm',
    fontFamily: '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif',
  },
  name: { fontWeight: 700, lineHeight: 1.15, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
  line: { lineHeight: 1.2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  price: { fontWeight: 700, lineHeight: 1.1 },
  bars: {
    flexGrow: 1,
    minHeight: 0,
    display: 'flex',
    justifyContent: 'center',
    '& svg': { height: '100%', maxWidth: '100%', width: 'auto' },
  },
});

/**
 * One price label on its label paper: the chosen fields in order; prices large, the barcode (Code 128 or EAN-13 by
 * bwip-js) filling the room left.
 */
export function LabelSheet({ template, item, digits }: { template: ResolvedLabelTemplate; item: LabelItem; digits: Digits }) {
  const s = useStyles();
  const { width } = template.paper;
  const height = template.paper.height ?? 30;
  const base = Math.max(6, Math.min(10, height / 4));
  return (
    <section
      className={s.label}
      style={{ width: `${width}mm`, height: `${height}mm`, fontSize: `${base}pt` }}
      aria-label={`标签 ${item.productName}`}
    >
      {template.fields.map((f) => {
        const value = item[f.key as keyof LabelItem];
        if (f.key === 'barCode') {
          const svg = value ? barcodeSvg(String(value), template.barcode) : null;
          return svg ? (
            <div key={f.key} className={s.bars} role="img" aria-label={`条码 ${String(value)}`} dangerouslySetInnerHTML={{ __html: svg }} />
          ) : null;
        }
        const text = formatted(value, f, digits);
        if (!text) return null;
        if (f.key === 'productName')
          return (
            <div key={f.key} className={s.name}>
              {text}
            </div>
          );
        if (f.format === 'money')
          return (
            <div key={f.key} className={s.price} style={{ fontSize: `${base * 1.5}pt` }}>
              {f.label} ¥{text}
            </div>
          );
        return (
          <div key={f.key} className={s.line}>
            {f.key === 'spec' ? text : `${f.label}：${text}`}
          </div>
        );
      })}
    </section>
  );
}
