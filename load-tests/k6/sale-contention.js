// @ts-check
/**
 * Sales under contention: every VU sells the same 5 SKUs (Sale/Save with audit), so each audit races the others for
 * the same stock streams; the server queues the losers of a race and tries them again, a sale refused with 409 fails.
 */
import { options as optionsFor } from './lib/api.js';
import { sell } from './sale.js';

export { setup } from './sale.js';

export const options = optionsFor('Sale/Save', 2000);

/** @param {import('./lib/api.js').Company} c */
export default function (c) {
  sell(c, (i) => i);
}
