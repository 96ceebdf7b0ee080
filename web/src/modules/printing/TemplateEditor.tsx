import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Caption1, Field, Input, SpinButton, Subtitle2, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_COPIES, PRINT_KINDS, resolveTemplate, type DocLayout, type ResolvedDocTemplate } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { FreeTextCombobox } from '../../kit/FreeTextCombobox';
import { notifySuccess } from '../../notify/bus';
import { useSession } from '../../session/useSession';
import { clientPrinters } from './bridge';
import { Refusal } from './Refusal';
import { templateApi, type TemplateRow } from './api';
import { FieldOrder } from './FieldOrder';
import { copiesOf, DOC_PAPER_CHOICES, sampleDocument, signaturesOf } from './layoutEdit';
import { PrintSheet } from './PrintSheet';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 420px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 575px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    position: 'sticky',
    top: tokens.spacingVerticalM,
    overflow: 'hidden',
  },
  paper: { backgroundColor: '#e8e8e8', padding: tokens.spacingVerticalM, overflow: 'auto', '& > section': { boxShadow: tokens.shadow8 } },
  muted: { color: tokens.colorNeutralForeground3 },
  select: { minWidth: 0, width: '100%' },
});

const PX_PER_MM = 96 / 25.4;

/** The width an element has on screen, kept up to date. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Editing one document template: its words, paper, copies and fields in order, with a live preview on made-up data. */
/** The names of this computer's printers, when its print client answers. */
function useClientPrinters() {
  const [printers, setPrinters] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void clientPrinters().then((found) => live && found && setPrinters(found.printers.map((p) => p.name)));
    return () => {
      live = false;
    };
  }, []);
  return printers;
}

export function TemplateEditor({
  row,
  canSet,
  onSaved,
  onCancel,
}: {
  row: TemplateRow & DocLayout;
  canSet: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const s = useStyles();
  const kind = PRINT_KINDS[row.billType];
  const { Company_Name, company_Logo, set_digit } = useSession();
  const room = useWidth();
  const [layout, setLayout] = useState<DocLayout>(row);
  const [signs, setSigns] = useState(row.signatures.join('，'));
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const printers = useClientPrinters();
  const set = <K extends keyof DocLayout>(key: K, value: DocLayout[K]) => setLayout((l) => ({ ...l, [key]: value }));
  const current: DocLayout = { ...layout, signatures: signaturesOf(signs) };
  const preview = resolveTemplate(row.templateId, current, {
    companyName: Company_Name,
    companyLogo: company_Logo,
    phone: '',
    address: '',
  }) as ResolvedDocTemplate;

  const save = async () => {
    setFailure('');
    setBusy(true);
    try {
      const {
        name,
        paper,
        title,
        companyName,
        showLogo,
        header,
        columns,
        totals,
        amountInWords,
        payment,
        signatures,
        notes,
        copies,
        printer,
      } = current;
      await templateApi.save(row.templateId, {
        name,
        paper,
        title,
        companyName,
        showLogo,
        header,
        columns,
        totals,
        amountInWords,
        payment,
        signatures,
        notes,
        copies,
        printer,
      });
      notifySuccess('模板已保存');
      onSaved();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.root}>
      <div className={s.form}>
        <Subtitle2 as="h2">编辑模板：{row.name}</Subtitle2>
        {failure && <Refusal message={failure} />}
        <div className={s.pair}>
          <Field label="模板名称" required>
            <Input value={layout.name} onChange={(_, d) => set('name', d.value)} />
          </Field>
          <Field label="单据标题" required hint="如 销售单、送货单">
            <Input value={layout.title} onChange={(_, d) => set('title', d.value)} />
          </Field>
          <Field label="纸张">
            <ChoiceSelect className={s.select} choices={DOC_PAPER_CHOICES} value={layout.paper} onChange={(v) => set('paper', v)} />
          </Field>
          <Field label="打印份数">
            <SpinButton
              min={1}
              max={MAX_COPIES}
              value={layout.copies}
              onChange={(_, d) => set('copies', copiesOf(d.value ?? Number(d.displayValue), layout.copies))}
            />
          </Field>
          <Field label="公司名称" hint="留空则用公司信息里的名称">
            <Input value={layout.companyName} placeholder={Company_Name} onChange={(_, d) => set('companyName', d.value)} />
          </Field>
          <Field label="打印机" hint="打印客户端使用；留空为默认打印机，列出的是本机打印客户端找到的打印机">
            <FreeTextCombobox value={layout.printer} choices={printers} onChange={(v) => set('printer', v)} />
          </Field>
        </div>
        <Switch checked={layout.showLogo} label="显示公司标志" onChange={(_, d) => set('showLogo', d.checked)} />
        {kind.amount && (
          <Switch checked={layout.amountInWords} label="显示合计金额大写" onChange={(_, d) => set('amountInWords', d.checked)} />
        )}
        <FieldOrder label="表头字段" fields={kind.header} value={layout.header} onChange={(v) => set('header', v)} />
        {kind.columns.length > 0 && (
          <FieldOrder label="明细列" fields={kind.columns} value={layout.columns} onChange={(v) => set('columns', v)} />
        )}
        {kind.totals.length > 0 && (
          <FieldOrder label="合计项" fields={kind.totals} value={layout.totals} onChange={(v) => set('totals', v)} />
        )}
        {kind.payment.length > 0 && (
          <FieldOrder label="收付款项" fields={kind.payment} value={layout.payment} onChange={(v) => set('payment', v)} />
        )}
        <Field label="签字栏" hint="用逗号分隔，如 制单人，经手人，收货人；制单人自动填写">
          <Input value={signs} onChange={(_, d) => setSigns(d.value)} />
        </Field>
        <Field label="底部说明">
          <Textarea value={layout.notes} resize="vertical" onChange={(_, d) => set('notes', d.value)} />
        </Field>
        <div className={s.actions}>
          {canSet && (
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              保存模板
            </Button>
          )}
          <Button onClick={onCancel}>返回</Button>
        </div>
      </div>
      <div className={s.preview} ref={room.ref}>
        <Caption1 className={s.muted}>预览（示例数据）· {preview.paper.name}</Caption1>
        {/* The paper as wide as the room beside the form; it scrolls by keyboard too. */}
        <div
          className={s.paper}
          tabIndex={0}
          role="region"
          aria-label="打印预览"
          style={{ zoom: room.width ? Math.min(1, (room.width - 24) / (preview.paper.width * PX_PER_MM)) : 0.5 }}
        >
          <PrintSheet template={preview} data={sampleDocument(row.billType)} digits={{ qty: set_digit[0], money: set_digit[1] }} />
        </div>
      </div>
    </div>
  );
}
