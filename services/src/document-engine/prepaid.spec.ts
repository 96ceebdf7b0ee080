import { describe, it } from '@jest/globals';
import { decider } from '../testing/given-when-then';
import type { Dec } from '../shared/decimal';
import { BusinessRuleError, ValidationError } from '../shared/errors';
import { decidePrepaid, evolvePrepaid, noPrepaid, PrepaidEvent, PrepaidMoved } from './prepaid';

const bill = (billType: number, docId: string) => ({ billType, billNo: `B-${docId}`, docId, billDate: '2026-11-23' });
const topUp = (amount: string): PrepaidMoved => ({ partnerId: 'c1', kind: 'storeValue', amount, bill: bill(107, 'cz1') });
const sale = (amount: string): PrepaidMoved => ({ partnerId: 'c1', kind: 'storeValue', amount, bill: bill(201, 's1') });
const deposit = (docId: string, amount: string): PrepaidMoved => ({ partnerId: 'c1', kind: 'deposit', amount, bill: bill(108, docId) });
const added = (move: PrepaidMoved): PrepaidEvent => ({ type: 'Added', data: move });
const taken = (move: PrepaidMoved): PrepaidEvent => ({ type: 'Taken', data: move });
const overSpent = (held: Dec) => new ValidationError(`预存款抵扣超过客户的预存款余额${held}`, 'prepaidAmount');
const overReturned = (held: Dec) => new BusinessRuleError('DEPOSIT_RETURNED', `尚可退还${held}`);

describe("a partner's prepaid", () => {
  const given = decider(evolvePrepaid, noPrepaid());

  it('anything may be added', () => {
    given()
      .when((s) => decidePrepaid(s, 'add', topUp('1100'), overSpent))
      .then([added(topUp('1100'))]);
  });

  it('a sale spends no more than the store value holds, refused as the caller words it', () => {
    given(added(topUp('1100')))
      .when((s) => decidePrepaid(s, 'take', sale('1100'), overSpent))
      .then([taken(sale('1100'))]);
    given(added(topUp('1100')), taken(sale('1000')))
      .when((s) => decidePrepaid(s, 'take', sale('100.01'), overSpent))
      .refused('VALIDATION', /余额100$/);
    given(added(topUp('1100')), taken(sale('1000')), added(sale('1000')))
      .when((s) => decidePrepaid(s, 'take', sale('1100'), overSpent))
      .then([taken(sale('1100'))]);
  });

  it('deposits are no store value, and each gives back only what it still holds', () => {
    given(added(deposit('d1', '500')))
      .when((s) => decidePrepaid(s, 'take', sale('1'), overSpent))
      .refused('VALIDATION', /余额0$/);
    given(added(deposit('d1', '500')), taken(deposit('d1', '200')))
      .when((s) => decidePrepaid(s, 'take', deposit('d1', '300'), overReturned))
      .then([taken(deposit('d1', '300'))]);
    given(added(deposit('d1', '500')), taken(deposit('d1', '200')))
      .when((s) => decidePrepaid(s, 'take', deposit('d1', '300.01'), overReturned))
      .refused('DEPOSIT_RETURNED', /尚可退还300$/);
    given(added(deposit('d1', '500')), added(deposit('d2', '500')))
      .when((s) => decidePrepaid(s, 'take', deposit('d1', '500.01'), overReturned))
      .refused('DEPOSIT_RETURNED');
  });
});
