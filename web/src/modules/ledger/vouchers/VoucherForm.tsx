import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { LEDGER_AUX_NAMES, type LedgerAux } from '@jxc/services/contracts';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { DateInput } from '../../../kit/DateInput';
import { Stack } from '../../../kit/Stack';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { saveVoucher, voucherDetail } from '../api';
import { amount, voucherPath } from '../month';
import { useAuxChoices } from '../useAuxChoices';
import { useLedgerAccounts } from '../useLedgerAccounts';
import { draftProblems, draftTotals, emptyLine, toVoucherInput, type DraftLine } from './voucherDraft';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 2fr) minmax(180px, 2fr) minmax(140px, 1.5fr) minmax(100px, 1fr) minmax(100px, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
    // Fluent's inputs and selects bring minimum widths of their own: the grid's column decides.
    '& .fui-Input, & .fui-Dropdown': { minWidth: 0, width: '100%' },
  },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, fontWeight: tokens.fontWeightSemibold },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * 新增凭证 / 编辑凭证 (a manual voucher for what no document covers): the date, attachments, and lines of a summary,
 * an enabled account (with its auxiliary: customer, supplier, settlement account or warehouse), a debit or a credit;
 * the totals below, and every problem named before saving (借贷不平衡 says by how much).
 */
export function VoucherForm() {
  const s = useStyles();
  const navigate = useNavigate();
  const voucherId = useSearchParams()[0].get('voucherId') ?? '';
  const { accounts } = useLedgerAccounts();
  const leaves = accounts.filter((a) => a.enabled && !accounts.some((c) => c.parentCode === a.code));
  const accountChoices: Choice[] = leaves.map((a) => ({ id: a.code, name: `${a.code} ${a.name}` }));
  const auxOf = (code: string): LedgerAux[] => accounts.find((a) => a.code === code)?.aux ?? [];
  const [head, setHead] = useState({ date: formatDate(new Date()), attachments: '0' });
  const [lines, setLines] = useState<DraftLine[]>([emptyLine(1), emptyLine(2)]);
  const auxChoices = useAuxChoices(lines.flatMap((l) => auxOf(l.accountCode)));
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const existing = useLoad(() => voucherDetail(voucherId), voucherId || null).data;
  useEffect(() => {
    if (!existing) return;
    setHead({ date: existing.date, attachments: String(existing.attachments) });
    setLines(
      existing.lines.map((l, i) => ({
        key: i + 1,
        summary: l.summary,
        accountCode: l.accountCode,
        debit: l.debit ? String(l.debit) : '',
        credit: l.credit ? String(l.credit) : '',
        aux: { customer: l.customId, supplier: l.supplierId, account: l.accountId, warehouse: l.warehouseId, employee: l.employeeId },
      })),
    );
  }, [existing]);

  const change = (key: number, patch: Partial<DraftLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const addLine = () => setLines((ls) => [...ls, emptyLine(Math.max(0, ...ls.map((l) => l.key)) + 1, ls.at(-1)?.summary ?? '')]);
  const totals = draftTotals(lines);

  const save = async () => {
    const found = draftProblems(lines, auxOf);
    setProblems(found);
    if (found.length) return;
    setSaving(true);
    try {
      const saved = await saveVoucher(toVoucherInput({ voucherId: voucherId || undefined, ...head }, lines, auxOf));
      notifySuccess(`凭证${saved.voucherNo}已保存`);
      navigate(voucherPath(saved.voucherId), { replace: true });
    } catch {
      // The API client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h1">{voucherId ? `编辑凭证 ${existing?.voucherNo ?? ''}` : '新增凭证'}</Subtitle2>
        <div className={s.header}>
          <Field label="凭证日期" required>
            <DateInput value={head.date} onChange={(v) => setHead((h) => ({ ...h, date: v }))} />
          </Field>
          <Field label="附单据数">
            <Input type="number" min={0} value={head.attachments} onChange={(_, d) => setHead((h) => ({ ...h, attachments: d.value }))} />
          </Field>
        </div>
        <div role="group" aria-label="凭证分录">
          {lines.map((l, i) => {
            const aux = auxOf(l.accountCode);
            return (
              <div key={l.key} className={s.line} role="group" aria-label={`第${i + 1}行`}>
                <Field label="摘要">
                  <Input value={l.summary} onChange={(_, d) => change(l.key, { summary: d.value })} />
                </Field>
                <Field label="科目">
                  <ChoiceSelect
                    choices={accountChoices}
                    value={l.accountCode}
                    placeholder="选择科目"
                    onChange={(code) => change(l.key, { accountCode: code, aux: {} })}
                  />
                </Field>
                <Field label={aux.length ? LEDGER_AUX_NAMES[aux[0]] : '辅助核算'}>
                  {aux.length ? (
                    <ChoiceSelect
                      choices={auxChoices[aux[0]] ?? []}
                      value={l.aux[aux[0]] ?? ''}
                      placeholder={`选择${LEDGER_AUX_NAMES[aux[0]]}`}
                      onChange={(id) => change(l.key, { aux: { ...l.aux, [aux[0]]: id } })}
                    />
                  ) : (
                    <Input disabled value="无" />
                  )}
                </Field>
                <Field label="借方金额">
                  <Input
                    inputMode="decimal"
                    value={l.debit}
                    onChange={(_, d) => change(l.key, { debit: d.value, ...(d.value && { credit: '' }) })}
                  />
                </Field>
                <Field label="贷方金额">
                  <Input
                    inputMode="decimal"
                    value={l.credit}
                    onChange={(_, d) => change(l.key, { credit: d.value, ...(d.value && { debit: '' }) })}
                  />
                </Field>
                <Button
                  appearance="subtle"
                  aria-label={`删除第${i + 1}行`}
                  icon={<DeleteRegular />}
                  disabled={lines.length <= 2}
                  onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                />
              </div>
            );
          })}
        </div>
        <div className={s.totals} role="status">
          <span>借方合计：{amount(totals.debit)}</span>
          <span>贷方合计：{amount(totals.credit)}</span>
          {totals.debit !== totals.credit && (
            <span style={{ color: tokens.colorPaletteRedForeground1 }}>相差：{amount(Math.abs(totals.debit - totals.credit))}</span>
          )}
        </div>
        {problems.length > 0 && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {problems.map((p) => (
                <div key={p}>{p}</div>
              ))}
            </MessageBarBody>
          </MessageBar>
        )}
        <div className={s.buttons}>
          <Button icon={<AddRegular />} onClick={addLine}>
            增加分录
          </Button>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            {saving ? '保存中…' : '保存'}
          </Button>
          <Button onClick={() => navigate(-1)}>取消</Button>
        </div>
      </Card>
    </Stack>
  );
}
