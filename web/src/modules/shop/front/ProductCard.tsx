import { Button, Image, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, BoxRegular, SubtractRegular } from '@fluentui/react-icons';
import { ComboBadge } from '../catalog/OnlineBadge';
import type { FrontProduct } from './api';
import { mostOf } from './cart';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  picture: {
    flex: '0 0 88px',
    width: '88px',
    height: '88px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
    fontSize: '32px',
  },
  body: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  foot: { marginTop: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  price: {
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    marginRight: 'auto',
  },
  qty: { minWidth: '24px', textAlign: 'center' },
});

export const yuan = (n: number) => `¥${n.toFixed(2)}`;

/** A product on sale: picture, name, spec, store price, and the buttons that put it in the cart (up to what is left and 每单限购). */
export function ProductCard({ product: p, qty, onQty }: { product: FrontProduct; qty: number; onQty: (qty: number) => void }) {
  const s = useStyles();
  const soldOut = p.availableQty < 1;
  const most = mostOf(p);
  return (
    <li className={s.card} aria-label={p.productName}>
      {p.pictures[0] ? (
        <Image className={s.picture} src={p.pictures[0]} alt={p.productName} fit="cover" />
      ) : (
        <span className={s.picture} aria-hidden>
          <BoxRegular />
        </span>
      )}
      <div className={s.body}>
        <Text className={s.name}>
          {p.productName}
          {p.comboId && <ComboBadge />}
        </Text>
        {p.spec && (
          <Text size={200} className={s.muted}>
            {p.spec}
          </Text>
        )}
        {p.description && (
          <Text size={200} className={s.muted} truncate wrap={false}>
            {p.description}
          </Text>
        )}
        {qty > 0 && qty >= most && p.maxQty < p.availableQty && (
          <Text size={200} className={s.muted}>
            每单限购{p.maxQty}
            {p.unitName}
          </Text>
        )}
        <div className={s.foot}>
          <span className={s.price}>
            {yuan(p.storePrice)}
            <Text size={200} className={s.muted}>
              /{p.unitName}
            </Text>
          </span>
          {soldOut ? (
            <Text size={200} className={s.muted}>
              已售罄
            </Text>
          ) : (
            <>
              {qty > 0 && (
                <Button
                  size="small"
                  shape="circular"
                  icon={<SubtractRegular />}
                  aria-label={`减少${p.productName}`}
                  onClick={() => onQty(qty - 1)}
                />
              )}
              {qty > 0 && (
                <Text className={s.qty} aria-label={`${p.productName}数量`}>
                  {qty}
                </Text>
              )}
              <Button
                size="small"
                shape="circular"
                appearance="primary"
                icon={<AddRegular />}
                aria-label={`加入${p.productName}`}
                disabled={qty >= most}
                onClick={() => onQty(qty + 1)}
              />
            </>
          )}
        </div>
      </div>
    </li>
  );
}
