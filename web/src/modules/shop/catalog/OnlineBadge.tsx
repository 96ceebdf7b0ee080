import { Badge } from '@fluentui/react-components';

interface Shown {
  online: boolean;
  sellable: boolean;
  comboId?: string | null;
}

/** 已上架 (on the storefront) or 已下架; 商品已停用 (套餐已停用) when its product (combo) is disabled or removed, which takes it off whatever it says. */
export const onlineText = (p: Shown) => (!p.sellable ? `${p.comboId ? '套餐' : '商品'}已停用` : p.online ? '已上架' : '已下架');

export const OnlineBadge = ({ product }: { product: Shown }) => (
  <Badge appearance="tint" color={!product.sellable ? 'warning' : product.online ? 'success' : 'subtle'}>
    {onlineText(product)}
  </Badge>
);

/** Marks a store product that sells a 商品套餐 (sold by the set, its components leaving stock each at its own cost). */
export const ComboBadge = () => (
  <Badge appearance="tint" color="brand" size="small" style={{ marginLeft: 4 }}>
    套餐
  </Badge>
);
