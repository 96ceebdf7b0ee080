import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Caption1,
  Card,
  Field,
  SpinButton,
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
import { DeleteRegular, DocumentArrowDownRegular, PrintRegular } from '@fluentui/react-icons';
import {
  BARCODE_TYPES,
  LABEL_FIELDS,
  LABEL_PAPERS,
  resolveTemplate,
  type LabelLayout,
  type ResolvedLabelTemplate,
} from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { useNumbers } from '../../kit/numbers';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { useSession } from '../../session/useSession';
import { SkuEntry, SkuPicker } from '../document-engine';
import { templateApi } from './api';
import { FieldOrder } from './FieldOrder';
import { LabelSheet } from './LabelSheet';
import { labelsOf, mergeItems, saveLabelJob, type LabelItem } from './labels';
import { purchaseItems, skuItem } from './labelSources';
import { PurchaseImport } from './PurchaseImport';
import { Refusal } from './Refusal';
import { usePrintClient } from './usePrintClient';
import { SideScroll } from '../../kit/SideScroll';

const LABEL_TEMPLATE = '100-label';
const PAPERS = Object.entries(LABEL_PAPERS).map(([id, p]) => ({ id, name: p.name }));
const BARCODES = Object.entries(BARCODE_TYPES).map(([id, name]) => ({ id, name }));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 360px)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  qty: { width: '96px' },
  select: { minWidth: 0, width: '100%' },
  preview: {
    backgroundColor: '#e8e8e8',
    padding: tokens.spacingVerticalL,
    display: 'flex',
    justifyContent: 'center',
    '& > section': { boxShadow: tokens.shadow8 },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 打印标签 (/tag/List): SKUs and how many labels each (scanned or typed, one more label a scan; picked; or a purchase's goods), the label size and fields, printed by the client or the browser. */
export function LabelScreen() {
  const loaded = useLoad(() => templateApi.list(100), 'label');
  const row = loaded.data?.[0];
  return row ? <LabelForm initial={row as unknown as LabelLayout} /> : null;
}

function LabelForm({ initial }: { initial: LabelLayout }) {
  const s = useStyles();
  const [params] = useSearchParams();
  const canSet = useCan('7011')('set');
  const { Company_Name, set_digit } = useSession();
  const digits = { qty: set_digit[0], money: set_digit[1] };
  const { money } = useNumbers();
  const [layout, setLayout] = useState<LabelLayout>(initial);
  const [items, setItems] = useState<LabelItem[]>([]);
  const [picking, setPicking] = useState<'sku' | 'buy' | null>(null);
  const [failure, setFailure] = useState('');
  const set = <K extends keyof LabelLayout>(key: K, value: LabelLayout[K]) => setLayout((l) => ({ ...l, [key]: value }));
  const template = resolveTemplate(LABEL_TEMPLATE, layout, {
    companyName: Company_Name,
    companyLogo: '',
    phone: '',
    address: '',
  }) as ResolvedLabelTemplate;
  const count = labelsOf(items).length;

  const fromPurchase = async (buyId: string) => {
    setPicking(null);
    setFailure('');
    try {
      const added = await purchaseItems(buyId);
      setItems((list) => mergeItems(list, added));
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const buyId = params.get('buyId');
  useLoad(() => fromPurchase(buyId!), buyId);

  const inBrowser = () => {
    saveLabelJob({ template, items });
    window.open('/print/labels', '_blank');
  };
  const client = usePrintClient(inBrowser);
  const saveSettings = async () => {
    setFailure('');
    try {
      await templateApi.save(LABEL_TEMPLATE, { paper: layout.paper, fields: layout.fields, barcode: layout.barcode });
      notifySuccess('已保存为默认标签设置');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <Subtitle2 as="h1">打印标签</Subtitle2>
        {failure && <Refusal message={failure} />}
        <SkuEntry onPick={(k) => setItems((list) => mergeItems(list, [skuItem(k)]))} onBrowse={() => setPicking('sku')} />
        <div className={s.bar}>
          <Button icon={<DocumentArrowDownRegular />} onClick={() => setPicking('buy')}>
            从采购单导入
          </Button>
          <Caption1 className={s.muted}>
            共 {items.length} 种商品，{count} 张标签
          </Caption1>
        </div>
        <SideScroll>
          <Table size="small" aria-label="标签商品" style={{ minWidth: 560 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>商品名称</TableHeaderCell>
                <TableHeaderCell>规格</TableHeaderCell>
                <TableHeaderCell>条码</TableHeaderCell>
                <TableHeaderCell>零售价</TableHeaderCell>
                <TableHeaderCell>张数</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.skuId}>
                  <TableCell>{item.productName}</TableCell>
                  <TableCell>{item.spec}</TableCell>
                  <TableCell>{item.barCode}</TableCell>
                  <TableCell>{money(item.salePrice)}</TableCell>
                  <TableCell>
                    <SpinButton
                      className={s.qty}
                      min={0}
                      max={999}
                      value={item.qty}
                      aria-label={`${item.productName}张数`}
                      onChange={(_, d) => {
                        const n = d.value ?? Number(d.displayValue);
                        if (Number.isFinite(n))
                          setItems((list) =>
                            list.map((x) => (x.skuId === item.skuId ? { ...x, qty: Math.max(0, Math.min(999, Math.round(n))) } : x)),
                          );
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`移除${item.productName}`}
                      onClick={() => setItems((list) => list.filter((x) => x.skuId !== item.skuId))}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>还没有商品：扫码或输入商品后回车，选择商品，或从采购单导入</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </SideScroll>
        <div className={s.bar}>
          <Button
            appearance="primary"
            icon={<PrintRegular />}
            disabled={!count || client.busy}
            onClick={() => void client.send({ type: 'print', report: { content: template }, data: { content: { items } }, digits })}
          >
            打印
          </Button>
          <Button disabled={!count} onClick={inBrowser}>
            浏览器打印
          </Button>
        </div>
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">标签设置</Subtitle2>
        <Field label="标签尺寸">
          <ChoiceSelect className={s.select} choices={PAPERS} value={layout.paper} onChange={(v) => set('paper', v)} />
        </Field>
        <Field label="条码类型">
          <ChoiceSelect
            className={s.select}
            choices={BARCODES}
            value={layout.barcode}
            onChange={(v) => set('barcode', v as LabelLayout['barcode'])}
          />
        </Field>
        <FieldOrder label="标签内容" fields={LABEL_FIELDS} value={layout.fields} onChange={(v) => set('fields', v)} />
        {canSet && <Button onClick={() => void saveSettings()}>保存为默认设置</Button>}
        <Caption1 className={s.muted}>预览</Caption1>
        <div className={s.preview} style={{ zoom: 2 }}>
          <LabelSheet template={template} item={items[0] ?? SAMPLE} digits={digits} />
        </div>
      </Card>
      {picking === 'sku' && (
        <SkuPicker
          priceOf={(k) => k.salePrice}
          onClose={() => setPicking(null)}
          onPick={(skus) => {
            setItems((list) => mergeItems(list, skus.map(skuItem)));
            setPicking(null);
          }}
        />
      )}
      {picking === 'buy' && <PurchaseImport onClose={() => setPicking(null)} onPick={(id) => void fromPurchase(id)} />}
      {client.dialogs}
    </div>
  );
}

const SAMPLE: LabelItem = {
  skuId: '',
  productName: '示例商品 不锈钢螺丝',
  spec: 'M6×30',
  productCode: 'LS-01',
  unitName: '盒',
  barCode: '6901234567892',
  salePrice: 12.5,
  wholesalePrice: 10,
  qty: 1,
};
