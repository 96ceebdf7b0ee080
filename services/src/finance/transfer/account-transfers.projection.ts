import { cashDocProjection } from '../cash-document/cash-doc.projection';
import { ACCOUNT_TRANSFER_EVENTS, AccountTransferSaved } from './account-transfer';

/** Account transfers for the list and the detail (/transferAccount/list). */
export const accountTransfersProjection = cashDocProjection<AccountTransferSaved>(
  'account_transfers',
  'AccountTrans',
  ACCOUNT_TRANSFER_EVENTS,
  {
    row: (d) => ({ out_account_id: d.outAccountId, in_account_id: d.inAccountId, amount: d.amount, fee: d.fee }),
  },
);
