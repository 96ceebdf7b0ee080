import { expect, test } from '@jest/globals';
import { decider } from '../testing/given-when-then';
import { decideOperator, evolveOperator, initialOperator, OperatorEvent } from './operator';
import { totpStep } from './totp';
import { Secret, TOTP } from 'otpauth';

const given = decider<ReturnType<typeof evolveOperator>, OperatorEvent>(evolveOperator, initialOperator);
const account = { operatorId: 'op1', loginName: 'wang', operatorName: '王运营', passwordHash: 'h', sealedTotpSecret: 'S' };
const created: OperatorEvent = { type: 'Created', data: account };

test('an operator is created once per login name', () => {
  given()
    .when((s) => decideOperator.create(s, account))
    .then([created]);
  given(created)
    .when((s) => decideOperator.create(s, account))
    .refused('OPERATOR_EXISTS', /运营账号 wang 已存在/);
});

test('a sign-in needs the password and a code of the current time step, each code once', () => {
  given(created)
    .when((s) => decideOperator.signIn(s, { passwordOk: true, step: 100 }))
    .then([{ type: 'SignedIn', data: { step: 100 } }]);
  given(created, { type: 'SignedIn', data: { step: 100 } })
    .when((s) => decideOperator.signIn(s, { passwordOk: true, step: 100 }))
    .refused('TOTP_USED', /该动态码已使用过/);
  given(created, { type: 'SignedIn', data: { step: 100 } })
    .when((s) => decideOperator.signIn(s, { passwordOk: true, step: 101 }))
    .then([{ type: 'SignedIn', data: { step: 101 } }]);
});

test('a wrong password, a wrong code and an unknown account are one and the same refusal', () => {
  const refusal = /^账号、密码或动态码错误$/;
  given(created)
    .when((s) => decideOperator.signIn(s, { passwordOk: false, step: 100 }))
    .refused('BAD_CREDENTIALS', refusal);
  given(created)
    .when((s) => decideOperator.signIn(s, { passwordOk: true, step: null }))
    .refused('BAD_CREDENTIALS', refusal);
  given()
    .when((s) => decideOperator.signIn(s, { passwordOk: true, step: 100 }))
    .refused('BAD_CREDENTIALS', refusal);
});

test('a code is good in its 30 seconds and the next and previous ones, not beyond', () => {
  const secret = new Secret({ size: 20 }).base32;
  const now = 1_800_000_000_000;
  const codeAt = (t: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t });
  const step = Math.floor(now / 30_000);
  expect([
    totpStep('wang', secret, codeAt(now), now),
    totpStep('wang', secret, codeAt(now - 30_000), now),
    totpStep('wang', secret, codeAt(now + 30_000), now),
    totpStep('wang', secret, codeAt(now - 90_000), now),
    totpStep('wang', secret, 'abcdef', now),
  ]).toEqual([step, step - 1, step + 1, null, null]);
});
