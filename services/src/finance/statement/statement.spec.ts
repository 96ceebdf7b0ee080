import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { closedOf, decideStatement, evolveStatement, leftToPay, noStatement, StatementEvent, StatementIssued } from './statement';
import { isSignedStatementCode, newStatementCode } from './statement-link';

const given = decider(evolveStatement, noStatement);
const NOW = new Date('2026-11-20T08:00:00Z');
const issued: StatementIssued = {
  statementId: 's1',
  partnerKind: 'Custom',
  partnerId: 'c1',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  openingBalance: '100',
  closingBalance: '350.5',
  code: 'CODE',
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const Issued: StatementEvent = { type: 'Issued', data: issued };
const phone = { ip: '10.0.0.8', userAgent: 'iPhone Safari' };

describe('对账单 (a statement and its share link)', () => {
  it('is issued once for its period; a period ending before it starts is refused', () => {
    given()
      .when((s) => decideStatement.issue(s, issued))
      .then([Issued]);
    given(Issued)
      .when((s) => decideStatement.issue(s, issued))
      .then([]);
    given()
      .when((s) => decideStatement.issue(s, { ...issued, startDate: '2026-11-01' }))
      .refused('BAD_STATUS', /开始日期不能晚于结束日期/);
  });

  it('records the first opening with where from; later openings change nothing', () => {
    given(Issued)
      .when((s) => decideStatement.open(s, phone, NOW))
      .then([{ type: 'Opened', data: phone }]);
    given(Issued, { type: 'Opened', data: phone })
      .when((s) => decideStatement.open(s, phone, NOW))
      .then([]);
  });

  it('takes the customer’s confirmation once, and a dispute with its note (which must be given)', () => {
    given(Issued)
      .when((s) => decideStatement.confirm(s, phone, NOW))
      .then([{ type: 'Confirmed', data: phone }]);
    given(Issued, { type: 'Confirmed', data: phone })
      .when((s) => decideStatement.confirm(s, phone, NOW))
      .then([]);
    given(Issued, { type: 'Confirmed', data: phone })
      .when((s) => decideStatement.dispute(s, { ...phone, note: '10月5日的退货没有算' }, NOW))
      .then([{ type: 'Disputed', data: { ...phone, note: '10月5日的退货没有算' } }]);
    given(Issued)
      .when((s) => decideStatement.dispute(s, { ...phone, note: '  ' }, NOW))
      .refused('VALIDATION', /异议说明/);
  });

  it('refuses every answer once revoked or expired, saying which; revoking twice changes nothing', () => {
    const revoked: StatementEvent = { type: 'Revoked', data: {} };
    given(Issued)
      .when((s) => decideStatement.revoke(s))
      .then([revoked]);
    given(Issued, revoked)
      .when((s) => decideStatement.revoke(s))
      .then([]);
    given(Issued, revoked)
      .when((s) => decideStatement.confirm(s, phone, NOW))
      .refused('STATEMENT_CLOSED', /已被商家撤回/);
    given(Issued)
      .when((s) => decideStatement.open(s, phone, new Date('2026-12-01T00:00:00Z')))
      .refused('STATEMENT_CLOSED', /已过期/);
    assert.equal(closedOf(evolveStatement(noStatement, Issued), new Date('2026-11-30T23:59:59Z')), undefined);
  });

  it('a supplier’s statement is the shop’s own: no customer answers it', () => {
    given({ type: 'Issued', data: { ...issued, partnerKind: 'Supplier' } })
      .when((s) => decideStatement.confirm(s, phone, NOW))
      .refused('BAD_STATUS', /供应商对账单/);
  });

  it('records a payment once, however often its notification repeats, and leaves the rest to pay', () => {
    const paid = { payOrderId: 'p1', amount: '300', receiptBillNo: 'SK202611200001' };
    given(Issued)
      .when((s) => decideStatement.paid(s, paid))
      .then([{ type: 'Paid', data: paid }]);
    given(Issued, { type: 'Paid', data: paid })
      .when((s) => decideStatement.paid(s, paid))
      .then([]);
    const after = [Issued, { type: 'Paid', data: paid } as StatementEvent].reduce(evolveStatement, noStatement);
    assert.equal(leftToPay(after).toFixed(2), '50.50');
  });

  it('asks a payment only in place of the one last asked: of two asking at once, the second asks nothing', () => {
    const first = { payOrderId: 'p1', provider: 'wechat', amount: '350.50', expiresAt: '2026-11-20T08:30:00.000Z' };
    const second = { ...first, payOrderId: 'p2' };
    const Asked: StatementEvent = { type: 'PayAsked', data: first };
    given(Issued)
      .when((s) => decideStatement.askPay(s, first, undefined, NOW))
      .then([Asked]);
    given(Issued, Asked)
      .when((s) => decideStatement.askPay(s, second, undefined, NOW))
      .then([]);
    given(Issued, Asked)
      .when((s) => decideStatement.askPay(s, second, 'p1', NOW))
      .then([{ type: 'PayAsked', data: second }]);
    given(Issued, { type: 'Revoked', data: {} })
      .when((s) => decideStatement.askPay(s, first, undefined, NOW))
      .refused('STATEMENT_CLOSED', /已被商家撤回/);
  });

  it('a link’s code is signed: a changed character or another server’s code is refused', () => {
    const secret = randomBytes(32);
    const code = newStatementCode(secret);
    assert.match(code, /^[0-9A-Za-z]{22}$/);
    assert.ok(isSignedStatementCode(secret, code));
    const changed = code.slice(0, 3) + (code[3] === 'a' ? 'b' : 'a') + code.slice(4);
    assert.ok(!isSignedStatementCode(secret, changed));
    assert.ok(!isSignedStatementCode(randomBytes(32), code));
    assert.ok(!isSignedStatementCode(secret, `${code}x`));
    assert.notEqual(newStatementCode(secret), code);
  });
});
