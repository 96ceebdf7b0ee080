import { useEffect, useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';
import { matchSku, type Sku } from './api';

const DEBOUNCE_MS = 250;

export const skuTitle = (k: Pick<Sku, 'productName' | 'spec' | 'barCode'>) =>
  [k.productName, k.spec, k.barCode].filter(Boolean).join(' · ');

/** Finds a SKU by name, code, spec or barcode (an exact barcode or code first) and hands the chosen one over. */
export function SkuSearch({ onPick, label = '添加商品' }: { onPick: (sku: Sku) => void; label?: string }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Sku[]>([]);
  // The matches arrive after the typing that would have opened the list: they open it themselves.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const keyword = text.trim();
    if (!keyword) return setFound([]);
    let live = true;
    const t = setTimeout(
      () =>
        void matchSku(keyword).then(
          (r) => live && (setFound(r.data), setOpen(r.data.length > 0)),
          () => undefined,
        ),
      DEBOUNCE_MS,
    );
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [text]);
  return (
    <Combobox
      freeform
      aria-label={label}
      placeholder="输入名称、编码或扫描条码"
      value={text}
      open={open && found.length > 0}
      onOpenChange={(_, d) => setOpen(d.open)}
      onChange={(e) => setText(e.target.value)}
      onOptionSelect={(_, d) => {
        const sku = found.find((k) => k.skuId === d.optionValue);
        if (sku) onPick(sku);
        setText('');
      }}
    >
      {found.map((k) => (
        <Option key={k.skuId} value={k.skuId} text={skuTitle(k)}>
          {skuTitle(k)}
        </Option>
      ))}
    </Combobox>
  );
}
