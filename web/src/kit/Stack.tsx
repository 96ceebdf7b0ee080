import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** A screen's cards, one under the other. */
export function Stack({ children, className }: { children: ReactNode; className?: string }) {
  const s = useStyles();
  return <div className={className ? `${s.stack} ${className}` : s.stack}>{children}</div>;
}
