import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Caption1, Image, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { annexList, appendAnnex, removeAnnex } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { filePayload } from '../../../kit/files';

/** Pictures are attachments owned by the product (or by another record that has pictures: ownerType). */
const OWNER_TYPE = 'Product';
const MAX_PICTURES = 6;
const MAX_BYTES = 5 * 1024 * 1024;

export const uploadPictures = async (productId: string, files: File[], ownerType = OWNER_TYPE) => {
  for (const f of files) await appendAnnex(await filePayload(f), ownerType, productId);
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tile: {
    position: 'relative',
    width: '96px',
    height: '96px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  remove: { position: 'absolute', top: '2px', right: '2px' },
});

export interface ProductPicturesProps {
  /** A saved product: pictures upload and go at once. Without it they wait in `pending` until the product is saved. */
  productId?: string;
  pending?: File[];
  onPending?: (files: File[]) => void;
  readOnly?: boolean;
  /** The attachment owner type and what the pictures are called, when they are not a product's (a store's logo …). */
  ownerType?: string;
  label?: string;
  max?: number;
}

/** Product pictures (jpg, png, gif, webp up to 5 MB, six at most unless `max` says otherwise). */
export function ProductPictures({
  productId,
  pending = [],
  onPending,
  readOnly,
  ownerType = OWNER_TYPE,
  label = '商品图片',
  max = MAX_PICTURES,
}: ProductPicturesProps) {
  const s = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const saved = useLoad(() => annexList(ownerType, productId!), productId ? `${ownerType}${productId}#${version}` : null);
  const previews = useMemo(() => pending.map((f) => URL.createObjectURL(f)), [pending]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const pictures = [
    ...(saved.data?.data ?? []).map((a) => ({
      key: a.annexId,
      url: a.url,
      name: a.fileName,
      remove: () => removeAnnex(a.annexId).then(() => setVersion((v) => v + 1)),
    })),
    ...pending.map((f, i) => ({
      key: `p${i}`,
      url: previews[i],
      name: f.name,
      remove: async () => onPending?.(pending.filter((x) => x !== f)),
    })),
  ];

  const add = async (files: File[]) => {
    setError('');
    const ok = files.filter((f) => /\.(jpe?g|png|gif|webp)$/i.test(f.name) && f.size <= MAX_BYTES).slice(0, max - pictures.length);
    if (ok.length < files.length) setError(`只能上传5MB以内的 jpg、png、gif、webp 图片，最多${max}张`);
    if (!productId) return onPending?.([...pending, ...ok]);
    setBusy(true);
    try {
      await uploadPictures(productId, ok, ownerType);
    } catch {
      setError('图片上传失败');
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
    }
  };

  return (
    <div className={s.root} role="group" aria-label={label}>
      {pictures.map((p) => (
        <div key={p.key} className={s.tile}>
          <Image src={p.url} alt={p.name} fit="cover" width={96} height={96} shape="rounded" />
          {!readOnly && (
            <Button
              className={s.remove}
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={`删除图片${p.name}`}
              onClick={() => void p.remove()}
            />
          )}
        </div>
      ))}
      {!readOnly && pictures.length < max && (
        <>
          <Button icon={<ImageAddRegular />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? '上传中…' : '添加图片'}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple={max > 1}
            aria-label={`选择${label}`}
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </>
      )}
      {readOnly && !pictures.length && <Caption1>暂无图片</Caption1>}
      {error && <Caption1 role="alert">{error}</Caption1>}
    </div>
  );
}
