import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { PageSpinner } from '../../../components/PageSpinner';
import { useForm } from '../../../hooks/useForm';
import { useLoad } from '../../../hooks/useLoad';
import { FieldInput } from '../../../kit/FieldInput';
import { fieldValues, type FormValues } from '../../../kit/fields';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { SkuEntry, SkuPicker, type Sku } from '../../document-engine';
import { comboDetail, saveCombo, type Combo } from '../api';
import { COMBO_FIELDS, comboInput, comboProblems, componentLines, componentsValue, type ComponentLine } from './comboDraft';
import { COMBO_MENU_ID, COMBO_PATHS, comboPath } from './paths';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  wide: { gridColumn: '1 / -1' },
  qty: { width: '100px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 新增套餐 / 编辑套餐 (/combo/Add, /combo/Edit?comboId=): name, code, price and the components with their quantities. */
export function ComboForm() {
  const [params] = useSearchParams();
  const comboId = params.get('comboId') ?? '';
  const loaded = useLoad(() => (comboId ? comboDetail(comboId) : Promise.resolve(null)), comboId);
  if (comboId && !loaded.data) return loaded.loading ? <PageSpinner /> : null;
  return <ComboEditor key={comboId} combo={loaded.data ?? undefined} />;
}

function ComboEditor({ combo }: { combo?: Combo }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(COMBO_MENU_ID);
  const { money } = useNumbers();
  const form = useForm<FormValues>(fieldValues(COMBO_FIELDS, combo && { ...combo }));
  const [lines, setLines] = useState<ComponentLine[]>(combo ? componentLines(combo) : []);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const next = useRef(lines.length);

  const add = (skus: Sku[]) => {
    const fresh = skus.filter((k) => !lines.some((l) => l.skuId === k.skuId));
    setLines((ls) => [
      ...ls,
      ...fresh.map((k) => ({
        key: `n${++next.current}`,
        skuId: k.skuId,
        productName: k.productName,
        spec: k.spec,
        unitName: k.unitName,
        salePrice: k.salePrice,
        qty: '1',
      })),
    ]);
    setDirty(true);
    setPicking(false);
    setMessage('');
  };
  const change = (key: string, qty: string) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, qty } : l)));
    setLineErrors((e) => ({ ...e, [key]: '' }));
    setDirty(true);
  };

  const submit = async () => {
    setMessage('');
    const found = comboProblems(form.values, lines);
    setLineErrors(found.lines);
    if (!form.check(found.fields) || Object.keys(found.lines).length || found.form) return setMessage(found.form ?? '');
    setBusy(true);
    try {
      const saved = await saveCombo(comboInput(form.values, lines), combo?.comboId);
      notifySuccess('保存成功');
      guard.allowLeave();
      navigate(comboPath('detail', saved.comboId));
    } catch (e) {
      setMessage(
        form.placeError(
          e,
          COMBO_FIELDS.map((f) => f.key),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h2">{combo ? '编辑套餐' : '新增套餐'}</Subtitle2>
        {message && (
          <MessageBar intent="error">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.grid}>
          {COMBO_FIELDS.map((f) => (
            <FieldInput
              key={f.key}
              className={f.wide ? s.wide : undefined}
              field={f}
              value={form.values[f.key] ?? ''}
              error={form.errors[f.key]}
              onChange={(v) => (form.set(f.key, v), setDirty(true))}
            />
          ))}
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">组成商品</Subtitle2>
        <SideScroll>
          <Table size="small" aria-label="组成商品" style={{ minWidth: 520 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: 48 }}>序号</TableHeaderCell>
                <TableHeaderCell>商品</TableHeaderCell>
                <TableHeaderCell style={{ width: 120 }}>每套数量</TableHeaderCell>
                <TableHeaderCell>单位</TableHeaderCell>
                <TableHeaderCell>零售价</TableHeaderCell>
                <TableHeaderCell style={{ width: 56 }}>操作</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((l, i) => (
                <TableRow key={l.key}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>
                    {[l.productName, l.spec].filter(Boolean).join(' ')}
                    {lineErrors[l.key] && (
                      <div className={s.error} role="alert">
                        {lineErrors[l.key]}
                      </div>
                    )}
                  </TableCell>
                  <TableCell>
                    <Input
                      className={s.qty}
                      aria-label={`第${i + 1}行每套数量`}
                      inputMode="decimal"
                      value={l.qty}
                      onChange={(_, d) => change(l.key, d.value)}
                    />
                  </TableCell>
                  <TableCell>{l.unitName}</TableCell>
                  <TableCell>{money(l.salePrice)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`删除第${i + 1}行`}
                      onClick={() => (setLines((ls) => ls.filter((x) => x.key !== l.key)), setDirty(true))}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {lines.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className={s.muted}>
                    请录入或选择组成商品
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </SideScroll>
        <SkuEntry label="录入组成商品" onPick={(k) => add([k])} onBrowse={() => setPicking(true)} />
        <span className={s.muted}>
          按零售价合计 {money(componentsValue(lines))}，套餐价 {money(Number(form.values.comboPrice) || 0)}
        </span>
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(combo ? 'edit' : 'add')} onClick={() => void submit()}>
            保存
          </Button>
          <Button onClick={() => navigate(COMBO_PATHS.list)}>返回列表</Button>
        </div>
      </Card>
      {picking && <SkuPicker priceOf={(k) => k.salePrice} onPick={add} onClose={() => setPicking(false)} />}
      {guard.dialog}
    </Stack>
  );
}
