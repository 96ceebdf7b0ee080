import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { isDecimal, textWidth } from '@jxc/services/contracts';
import { errorMessage } from '../../../api/http';
import { notifySuccess } from '../../../notify/bus';
import { SkuSearch, skuTitle } from '../../catalog';
import { saveFormula, updateFormula, type FormulaRow } from './api';

interface Line {
  skuId: string;
  title: string;
  unitName: string;
  qty: string;
}

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 120px auto', alignItems: 'end', gap: tokens.spacingHorizontalS },
  qty: { width: '100%', minWidth: 0 },
  name: { alignSelf: 'center', overflowWrap: 'anywhere' },
});

/** What is wrong with the formula, line by line, in the server's words; empty when it can be saved. */
export function formulaProblems(name: string, lines: readonly Line[]): string[] {
  const problems: string[] = [];
  if (!name.trim()) problems.push('配方名称不能为空');
  else if (textWidth(name.trim()) > 40) problems.push('配方名称不能超过40个字符（汉字算2个）');
  if (!lines.length) problems.push('配方明细至少需要一行');
  lines.forEach((l, i) => {
    if (!isDecimal(l.qty.trim()) || Number(l.qty) <= 0) problems.push(`配方明细第${i + 1}行数量必须大于0`);
    else if ((l.qty.split('.')[1]?.length ?? 0) > 6) problems.push(`配方明细第${i + 1}行数量最多6位小数`);
  });
  return problems;
}

/** 新增配方 / 编辑配方: its name, its SKUs (each once) with quantities in their main units, and a remark. */
export function FormulaDialog({ record, onClose, onSaved }: { record?: FormulaRow; onClose: () => void; onSaved: () => void }) {
  const s = useStyles();
  const [name, setName] = useState(record?.formulaName ?? '');
  const [remark, setRemark] = useState(record?.remark ?? '');
  const [lines, setLines] = useState<Line[]>(
    record?.lines.map((l) => ({
      skuId: l.skuId,
      title: [l.productName, l.spec].filter(Boolean).join(' · '),
      unitName: l.unitName,
      qty: String(l.qty),
    })) ?? [],
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const change = (i: number, qty: string) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, qty } : l)));
  const edited = () => setProblems([]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = formulaProblems(name, lines);
    setProblems(found);
    if (found.length) return;
    setBusy(true);
    try {
      const payload = { formulaName: name.trim(), remark: remark.trim(), lines: lines.map((l) => ({ skuId: l.skuId, qty: l.qty.trim() })) };
      await (record ? updateFormula({ ...payload, formulaId: record.formulaId }) : saveFormula(payload));
      notifySuccess('保存成功');
      onSaved();
    } catch (err) {
      setProblems([errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{record ? '编辑配方' : '新增配方'}</DialogTitle>
            <DialogContent className={s.content}>
              {problems.length > 0 && (
                <MessageBar intent="error">
                  <MessageBarBody>{problems.join('；')}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="配方名称" required>
                <Input
                  value={name}
                  onChange={(_, d) => {
                    setName(d.value);
                    edited();
                  }}
                  placeholder="请输入配方名称"
                />
              </Field>
              <Field label="配方明细" hint="同一商品只能出现一次；数量按商品的主单位">
                <SkuSearch
                  label="添加配方商品"
                  onPick={(k) =>
                    setLines((ls) =>
                      ls.some((l) => l.skuId === k.skuId)
                        ? ls
                        : [...ls, { skuId: k.skuId, title: skuTitle(k), unitName: k.unitName ?? '', qty: '1' }],
                    )
                  }
                />
              </Field>
              {lines.map((l, i) => (
                <div key={l.skuId} className={s.line}>
                  <span className={s.name}>{`${i + 1}. ${l.title}`}</span>
                  <Field label={`第${i + 1}行数量${l.unitName ? `（${l.unitName}）` : ''}`}>
                    <Input className={s.qty} value={l.qty} inputMode="decimal" onChange={(_, d) => change(i, d.value)} />
                  </Field>
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`删除第${i + 1}行`}
                    onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                  />
                </div>
              ))}
              <Field label="备注">
                <Textarea value={remark} resize="vertical" onChange={(_, d) => setRemark(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '保存中…' : '保存'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
