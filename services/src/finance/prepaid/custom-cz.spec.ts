import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { CashDocEvent, CashDocState, evolveCashDoc, initialCashDoc } from '../cash-document/cash-document';
import { CustomCzSaved, czMove, decideCustomCz, decideDepositReturn } from './custom-cz';

const topUp: CustomCzSaved = {
  docId: 'cz1',
  billNo: 'CZ202611230001',
  czType: 'storeValue',
  billDate: '2026-11-23',
  customId: 'c1',
  accountId: 'a1',
  amount: '1000',
  giftAmount: '100',
  remark: '',
};
const deposit: CustomCzSaved = { ...topUp, docId: 'cz2', billNo: 'CZ202611230002', czType: 'deposit', amount: '500', giftAmount: '0' };

/** A deposit's returns leave the document's lifecycle as it is. */
type CzEvent = CashDocEvent<CustomCzSaved> | ReturnType<typeof decideDepositReturn>;
const evolve = (s: CashDocState<CustomCzSaved>, e: CzEvent) => (e.type === 'DepositReturned' ? s : evolveCashDoc(s, e));

describe('a top-up or deposit document (CustomCz)', () => {
  const given = decider(evolve, initialCashDoc<CustomCzSaved>());
  const saved = (doc: CustomCzSaved): CashDocEvent<CustomCzSaved> => ({ type: 'Saved', data: doc });
  const posted = (doc: CustomCzSaved): CashDocEvent<CustomCzSaved> => ({ type: 'Posted', data: doc });
  const back = { accountId: 'a2', amount: '500', billDate: '2026-12-01', remark: '归还' };

  it('a draft takes a change but keeps its type; the audit posts it, a write-back reverses it once', () => {
    given(saved(topUp))
      .when((s) => decideCustomCz.save(s, { ...topUp, amount: '800', billNo: 'X' }))
      .then([{ type: 'Saved', data: { ...topUp, amount: '800' } }]);
    given(saved(topUp))
      .when((s) => decideCustomCz.save(s, { ...topUp, czType: 'deposit' }))
      .refused('VALIDATION', /预存类型不能修改/);
    given(saved(topUp))
      .when(decideCustomCz.audit)
      .then([posted(topUp)]);
    given(saved(topUp), posted(topUp))
      .when(decideCustomCz.writeBack)
      .then([{ type: 'Reversed', data: topUp }]);
    given(saved(topUp), posted(topUp), { type: 'Reversed', data: topUp })
      .when(decideCustomCz.writeBack)
      .refused('BAD_STATUS', /预存款单已红冲/);
  });

  it('moves the amount with its gift into the store value, a deposit without one', () => {
    assert.deepEqual(czMove(topUp), {
      partnerId: 'c1',
      kind: 'storeValue',
      amount: '1100',
      bill: { billType: 107, billNo: topUp.billNo, docId: 'cz1', billDate: '2026-11-23' },
    });
    assert.deepEqual(czMove(deposit, '200', '2026-12-01'), {
      partnerId: 'c1',
      kind: 'deposit',
      amount: '200',
      bill: { billType: 108, billNo: deposit.billNo, docId: 'cz2', billDate: '2026-12-01' },
    });
  });

  it('only an audited deposit is returned, as its own bill', () => {
    given(saved(deposit), posted(deposit))
      .when((s) => [decideDepositReturn(s, back)])
      .then([{ type: 'DepositReturned', data: { ...back, billNo: deposit.billNo, czType: 'deposit' } }]);
    given(saved(deposit))
      .when((s) => [decideDepositReturn(s, back)])
      .refused('BAD_STATUS', /押金单未审核/);
    given(saved(deposit), posted(deposit), { type: 'Reversed', data: deposit })
      .when((s) => [decideDepositReturn(s, back)])
      .refused('BAD_STATUS', /已红冲/);
    given(saved(topUp), posted(topUp))
      .when((s) => [decideDepositReturn(s, back)])
      .refused('VALIDATION', /只有押金可以退还/);
    given()
      .when((s) => [decideDepositReturn(s, back)])
      .refused('NOT_FOUND');
  });
});
