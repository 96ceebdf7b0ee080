import type { ReactNode } from 'react';
import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { SearchSelect } from '../../kit/SearchSelect';
import type { DocHeader, HeaderField, Problems } from './docForm';
import { useHeaderChoices } from './choices';
import { warehouseOf, type Choice, type DocKind } from './kind';
import { DateInput } from '../../kit/DateInput';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  source: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface DocHeaderFieldsProps {
  kind: DocKind;
  header: DocHeader;
  problems: Problems['header'];
  warehouses: Choice[];
  set: (field: HeaderField, value: string) => void;
  /** For a kind with header fields of its own: sets one. */
  setExtra?: (field: string, value: string) => void;
  /** For a kind with a partner. */
  setPartner?: (partner: Choice | null) => void;
  /** For a kind with a source: opens the source picker; clears the source with null. */
  onSource?: (open: boolean) => void;
  /** Fields of the form's own, before 备注 (an assembly's 业务类型 and 费用). */
  children?: ReactNode;
}

/** The document's header: partner, date, warehouse, the kind's own fields, remark, and the source document it is made from. */
export function DocHeaderFields({
  kind,
  header,
  problems,
  warehouses,
  set,
  setExtra,
  setPartner,
  onSource,
  children,
}: DocHeaderFieldsProps) {
  const s = useStyles();
  const source = kind.source;
  const partner = kind.partner;
  const choices = useHeaderChoices(kind.headerFields);
  const warehouse = warehouseOf(kind);
  return (
    <>
      {source && (
        <div className={s.source}>
          {header.sourceId ? (
            <>
              <Caption1>
                {source.label}：{header.sourceBillNo || '已引用'}（数量以原单为限）
              </Caption1>
              <Button size="small" onClick={() => onSource?.(true)}>
                更换
              </Button>
              <Button size="small" appearance="subtle" onClick={() => onSource?.(false)}>
                取消引用
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => onSource?.(true)}>
              从{source.label}导入
            </Button>
          )}
        </div>
      )}
      <div className={s.grid}>
        {partner && (
          <Field label={partner.label} required validationMessage={problems.partnerId}>
            <SearchSelect
              value={header.partnerId ? { id: header.partnerId, name: header.partnerName } : null}
              search={partner.choices}
              placeholder={`请选择${partner.label}`}
              disabled={!!header.sourceId}
              onChange={(c) => setPartner?.(c)}
            />
          </Field>
        )}
        <Field label="单据日期" required validationMessage={problems.billDate}>
          <DateInput value={header.billDate} onChange={(v) => set('billDate', v)} />
        </Field>
        <Field label={warehouse.label} required validationMessage={problems.warehouseId}>
          <ChoiceSelect
            choices={warehouses}
            value={header.warehouseId}
            placeholder={`请选择${warehouse.label}`}
            onChange={(v) => set('warehouseId', v)}
          />
        </Field>
        {kind.headerFields?.map((h) => (
          <Field key={h.field} label={h.label} required validationMessage={problems[h.field]}>
            <ChoiceSelect
              choices={choices[h.field]}
              value={header.extra[h.field] ?? ''}
              placeholder={`请选择${h.label}`}
              onChange={(v) => setExtra?.(h.field, v)}
            />
          </Field>
        ))}
        {children}
        <Field label="备注" validationMessage={problems.remark}>
          <Input value={header.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
        </Field>
      </div>
    </>
  );
}
