import { call } from '../../api/http';
import type { DocSaved, DocSaveInput } from '../document-engine';

// Sale extras (seed §7): a parked sale (挂单) is a draft kept for later; delivery details stay editable (prints are counted by the print module).

export interface SaleExtend {
  contact?: string;
  phone?: string;
  address?: string;
  expressId?: string;
  expressNo?: string;
  remark?: string;
}

export const saleExtras = {
  park: (input: DocSaveInput) => call<DocSaved>('Sale/SaveTemporary', input, { quiet: true }),
  updateExtend: (saleId: string, extend: SaleExtend) => call<unknown>('Sale/UpdateExtend', { saleId, ...extend }, { quiet: true }),
};
