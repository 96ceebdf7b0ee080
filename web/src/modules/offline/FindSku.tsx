import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CameraScanButton, type ScanOutcome } from '../../kit/scanner/CameraScanner';
import { matchSkus } from './forms';
import type { CachedSku } from './store';

const useStyles = makeStyles({
  entry: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: tokens.spacingHorizontalS },
  input: { width: '100%', minWidth: 0 },
  matches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginTop: tokens.spacingVerticalXS },
  match: { justifyContent: 'flex-start', textAlign: 'left' },
});

/**
 * 录入商品 from the phone's SKUs: a scanned bar code (the scanner's or the camera's) or a typed code adds at once; a name
 * lists the SKUs to choose.
 */
export function FindSku({
  skus,
  onPick,
  refuse,
}: {
  skus: CachedSku[];
  onPick: (sku: CachedSku) => void;
  /** Why a SKU cannot go on this form on the phone, if it cannot. */
  refuse: (sku: CachedSku) => string | undefined;
}) {
  const s = useStyles();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<CachedSku[] | null>(null);
  const [refused, setRefused] = useState<string>();
  const pick = (sku: CachedSku) => {
    setRefused(refuse(sku));
    if (!refuse(sku)) onPick(sku);
    setText('');
    setMatches(null);
  };
  const scanned = async (code: string): Promise<ScanOutcome> => {
    const sku = skus.find((k) => k.barCode === code || k.productCode === code);
    if (!sku) return { unknown: true };
    pick(sku);
    return refuse(sku) ? { refused: true } : { taken: sku.productName };
  };
  const find = () => {
    const found = matchSkus(skus, text);
    if (found.length === 1) pick(found[0]);
    else setMatches(found);
  };
  return (
    <div>
      <Field label="录入商品" validationMessage={matches?.length === 0 ? `手机上没有“${text.trim()}”：请联网后更新数据` : refused}>
        {(control) => (
          <div className={s.entry}>
            <Input
              {...control}
              className={s.input}
              value={text}
              placeholder="条码、编码或名称"
              onChange={(_, d) => {
                setText(d.value);
                setMatches(null);
                setRefused(undefined);
              }}
              onKeyDown={(e) => e.key === 'Enter' && find()}
              contentAfter={
                <Button size="small" appearance="transparent" onClick={find}>
                  添加
                </Button>
              }
            />
            <CameraScanButton onCode={scanned} />
          </div>
        )}
      </Field>
      {!!matches?.length && (
        <div className={s.matches}>
          {matches.map((m) => (
            <Button key={m.skuId} className={s.match} onClick={() => pick(m)}>
              {m.productName}
              {m.spec && ` ${m.spec}`}（{m.productCode}）
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
