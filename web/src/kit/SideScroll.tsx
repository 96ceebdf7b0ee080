import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' } });

/**
 * A box whose content (a wide table) scrolls sideways inside it rather than the page. It takes the keyboard's focus,
 * so that the arrow keys scroll it too when nothing inside can be focused; the table inside carries the name.
 */
export function SideScroll({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={mergeClasses(useStyles().scroll, className)} tabIndex={0}>
      {children}
    </div>
  );
}
