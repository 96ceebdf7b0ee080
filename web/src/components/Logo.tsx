import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '../config/site';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: 'inherit', textDecoration: 'none' },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

/** The product logo; `size` is the mark's pixel size, `showName` adds the product name beside it. */
export function Logo({ size = 32, showName = true, className }: { size?: number; showName?: boolean; className?: string }) {
  const s = useStyles();
  return (
    <span className={mergeClasses(s.root, className)}>
      <img src="/logo.svg" width={size} height={size} alt={showName ? '' : PRODUCT_NAME} />
      {showName && <span className={s.name}>{PRODUCT_NAME}</span>}
    </span>
  );
}
