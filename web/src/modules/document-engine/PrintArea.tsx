import type { ReactNode } from 'react';

/** Marks what is left off paper (buttons, history). */
export const NO_PRINT = 'jxc-no-print';

// While a print area is on screen, printing shows only it: the menu, header and tabs stay off paper.
const PRINT_CSS = `
body * { visibility: hidden; }
.jxc-print, .jxc-print * { visibility: visible; }
.jxc-print { position: absolute; left: 0; top: 0; width: 100%; }
.jxc-print .${NO_PRINT} { display: none !important; }
.jxc-print * { box-shadow: none !important; }
`;

/** The part of a screen the browser's own print (Ctrl+P) shows; documents print from their templates (the printing module). */
export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <div className="jxc-print">
      <style media="print">{PRINT_CSS}</style>
      {children}
    </div>
  );
}
