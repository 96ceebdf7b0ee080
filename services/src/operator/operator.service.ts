import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import type { AppConfig, EventStore } from '@jxc/infra';
import { annexKey } from '../catalog';
import { openSecret, sealSecret } from '../shared/sealed-secret';
import { APP_CONFIG } from '../shared/persistence/tokens';
import { domainEvents, evolveStored, toStored } from '../shared/es/event-names';
import { EventSourcing } from '../shared/es/event-sourcing';
import { MINUTE, RateLimits } from '../shared/http/rate-limits';
import { decideOperator, evolveOperator, initialOperator, OPERATOR_EVENTS, OperatorEvent, OperatorState, operatorStream } from './operator';
import { CurrentOperatorInfo, OperatorSessions } from './operator-sessions.queries';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { operatorActor } from './operator.guard';

const TOTP_SECRETS = 'jxc operator totp';

/** Sign-in tries (right or wrong) an account, or an address, may make in 15 minutes; a successful one is taken back. */
export const OPERATOR_TRIES_PER_ACCOUNT = 5;
export const OPERATOR_TRIES_PER_ADDRESS = 20;

const evolve = evolveStored<OperatorState, OperatorEvent>(OPERATOR_EVENTS, evolveOperator);
const stream = (loginName: string, expectedVersion: number | 'no_stream', events: OperatorEvent[]) => ({
  streamId: operatorStream(loginName),
  streamType: 'Operator',
  expectedVersion,
  events: toStored(OPERATOR_EVENTS, events),
});
const infoOf = (s: OperatorState): CurrentOperatorInfo => ({
  operatorId: s.operatorId,
  operatorName: s.operatorName,
  loginName: s.loginName,
});

/**
 * Creates an operator (the command line's step, cli.ts; never a call): its password kept as a hash, a new TOTP secret
 * answered once with the otpauth:// address to scan. Operators belong to no company: their streams are company ''.
 */
export async function createOperator(
  { store, config }: { store: EventStore; config: AppConfig },
  input: { loginName: string; operatorName?: string; password: string },
): Promise<CurrentOperatorInfo & { totpSecret: string; totpUri: string }> {
  const read = domainEvents<OperatorEvent>(OPERATOR_EVENTS);
  const history = await store.readStream(operatorStream(input.loginName));
  const state = history.flatMap((e) => read(e) ?? []).reduce(evolveOperator, initialOperator);
  const totpSecret = newTotpSecret();
  const account = {
    operatorId: randomUUID(),
    loginName: input.loginName,
    operatorName: input.operatorName || input.loginName,
    passwordHash: await bcrypt.hash(input.password, 10),
    sealedTotpSecret: sealSecret(annexKey(config), totpSecret, TOTP_SECRETS),
  };
  const events = decideOperator.create(state, account);
  await store.append([stream(input.loginName, 'no_stream', events)], { companyId: '', userId: 'cli', userName: '命令行' });
  return {
    operatorId: account.operatorId,
    operatorName: account.operatorName,
    loginName: account.loginName,
    totpSecret,
    totpUri: totpUri(account.loginName, totpSecret),
  };
}

/**
 * The console's sign-in: login name, password and the authenticator's current code, all three right or one answer
 * (BAD_CREDENTIALS). Every try is counted first, per account and per address (15 minutes); past the limit 429, even
 * with the right answers; a successful try takes its count back.
 */
@Injectable()
export class OperatorAccounts {
  constructor(
    private readonly es: EventSourcing,
    private readonly sessions: OperatorSessions,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(input: { loginName: string; password: string; totpCode: string }, address: string) {
    const hits = await this.limits.enforce(
      [
        { name: 'operator-login-account', key: input.loginName.toLowerCase(), max: OPERATOR_TRIES_PER_ACCOUNT, seconds: 15 * MINUTE },
        { name: 'operator-login-address', key: address, max: OPERATOR_TRIES_PER_ADDRESS, seconds: 15 * MINUTE },
      ],
      '登录失败次数过多，请15分钟后再试',
    );
    const { state, version } = await this.es.load(operatorStream(input.loginName), '', initialOperator, evolve);
    const passwordOk = await bcrypt.compare(input.password, state.passwordHash || DUMMY_HASH);
    const step = state.exists
      ? totpStep(state.loginName, openSecret(annexKey(this.config), state.sealedTotpSecret, TOTP_SECRETS), input.totpCode)
      : null;
    const events = decideOperator.signIn(state, { passwordOk, step });
    await this.limits.takeBack(hits);
    const operator = infoOf(state);
    await this.es.commit([stream(state.loginName, version, events)], operatorActor(operator));
    return { token: await this.sessions.issue(operator), operatorName: operator.operatorName };
  }

  async signOut(token: string, operator: CurrentOperatorInfo) {
    await this.sessions.revoke(token);
    const { state, version } = await this.es.load(operatorStream(operator.loginName), '', initialOperator, evolve);
    await this.es.commit([stream(operator.loginName, version, decideOperator.signOut(state))], operatorActor(operator));
  }
}

/** Compared against when the account does not exist, so timing does not reveal which login names exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-password', 10);
