import {
  Button,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { FormErrors } from '../../../kit/fields';
import { SKU_FIELDS, newSku, type SkuRow } from './productDraft';
import { SideScroll } from '../../../kit/SideScroll';

export interface SkuGridProps {
  rows: SkuRow[];
  errors: FormErrors[];
  onChange: (rows: SkuRow[]) => void;
  /** A barcode left: check it is not taken by another product. */
  onBarCodeBlur: (index: number) => void;
}

const useStyles = makeStyles({
  cell: { verticalAlign: 'top', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  input: { width: '100%', minWidth: '88px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, display: 'block', maxWidth: '180px' },
});

/** The SKU rows as an editable grid: spec, barcode, prices and stock limits; rows added and removed by hand. */
export function SkuGrid({ rows, errors, onChange, onBarCodeBlur }: SkuGridProps) {
  const s = useStyles();
  const set = (i: number, key: string, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <div>
      <SideScroll>
        <Table size="small" aria-label="规格明细" style={{ minWidth: 960 }}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 40 }}>#</TableHeaderCell>
              {SKU_FIELDS.map((f) => (
                <TableHeaderCell key={f.key}>{f.required ? `*${f.label}` : f.label}</TableHeaderCell>
              ))}
              <TableHeaderCell style={{ width: 48 }}>操作</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.key}>
                <TableCell className={s.cell}>{i + 1}</TableCell>
                {SKU_FIELDS.map((f) => (
                  <TableCell key={f.key} className={s.cell}>
                    <Input
                      className={s.input}
                      size="small"
                      aria-label={`第${i + 1}行${f.label}`}
                      aria-invalid={!!errors[i]?.[f.key]}
                      inputMode={f.kind === 'decimal' ? 'decimal' : undefined}
                      placeholder={f.key === 'spec' ? '默认' : undefined}
                      value={r[f.key] ?? ''}
                      onChange={(_, d) => set(i, f.key, d.value)}
                      onBlur={f.key === 'barCode' ? () => onBarCodeBlur(i) : undefined}
                    />
                    {errors[i]?.[f.key] && (
                      <span className={s.error} role="alert">
                        {errors[i][f.key]}
                      </span>
                    )}
                  </TableCell>
                ))}
                <TableCell className={s.cell}>
                  <Tooltip content="删除此行" relationship="label">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      disabled={rows.length === 1}
                      onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    />
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
      <Button appearance="transparent" icon={<AddRegular />} onClick={() => onChange([...rows, newSku(rows[0])])}>
        添加规格行
      </Button>
    </div>
  );
}
