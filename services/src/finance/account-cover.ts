import type { AppendToStream, NewEvent } from '@jxc/infra';
import { Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { BalanceQueries } from './balance.queries';
import { balancesProjection } from './balances.projection';

/** One stream per account that checked money leaves: two such postings at once cannot both spend the same balance. */
export const accountOutflowStream = (companyId: string, accountId: string) => `AccountOutflow-${companyId}-${accountId}`;

export interface Outflow {
  accountId: string;
  amount: Dec;
  billNo: string;
  docId: string;
}

/**
 * A check that reads the balances read model, made airtight: the read waits until the read model has passed every
 * event of `streamId`, and the append this returns, committed with the posting at the version read, makes a
 * concurrent posting that checked the same stream decide again on what the first left.
 */
export async function settledCheck(
  es: EventSourcing,
  companyId: string,
  streamId: string,
  check: () => Promise<void>,
  event: NewEvent,
): Promise<AppendToStream> {
  const version = await es.settledVersion(streamId, companyId, balancesProjection.eventTypes);
  await check();
  return { streamId, streamType: streamId.slice(0, streamId.indexOf('-')), expectedVersion: version || 'no_stream', events: [event] };
}

/** The account money leaves must hold it: there is no setting for negative accounts (422 ACCOUNT_SHORTAGE otherwise). */
export function coverOutflow(es: EventSourcing, balances: BalanceQueries, companyId: string, out: Outflow): Promise<AppendToStream> {
  return settledCheck(
    es,
    companyId,
    accountOutflowStream(companyId, out.accountId),
    async () => {
      const account = await balances.accountHolding(companyId, out.accountId);
      const balance = dec(account.balance);
      if (balance.lt(out.amount)) {
        throw new BusinessRuleError('ACCOUNT_SHORTAGE', `账户${account.name ?? ''}余额${balance}，不足${out.amount}`, {
          accountId: out.accountId,
          balance: toDb(balance),
          need: toDb(out.amount),
        });
      }
    },
    { type: 'AccountOutflowChecked', data: { accountId: out.accountId, amount: toDb(out.amount), billNo: out.billNo, docId: out.docId } },
  );
}
