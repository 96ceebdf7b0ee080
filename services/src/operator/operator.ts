import type { DomainEvent } from '../shared/es/event-names';
import { eventNames } from '../shared/es/event-names';
import { BusinessRuleError } from '../shared/errors';

/**
 * An operator of the console: an account of the company running the service, apart from every customer company. It is
 * created by the command line (cli.ts), never by a call; it signs in with its password and a TOTP code of its secret.
 */
export type OperatorEvent =
  | DomainEvent<'Created', { operatorId: string; loginName: string; operatorName: string; passwordHash: string; sealedTotpSecret: string }>
  /** `step`: the TOTP time step of the code used, so that no code serves twice. */
  | DomainEvent<'SignedIn', { step: number }>
  | DomainEvent<'SignedOut', Record<string, never>>;

export const OPERATOR_EVENTS = eventNames('Operator', ['Created', 'SignedIn', 'SignedOut'] as const);

/** One stream per login name: creating it where it exists is refused, so a login name names one operator. */
export const operatorStream = (loginName: string) => `Operator-${loginName.toLowerCase()}`;

export interface OperatorState {
  exists: boolean;
  operatorId: string;
  loginName: string;
  operatorName: string;
  passwordHash: string;
  /** The TOTP secret, sealed (shared/sealed-secret.ts): opened only to check a code. */
  sealedTotpSecret: string;
  lastStep: number;
}

export const initialOperator: OperatorState = {
  exists: false,
  operatorId: '',
  loginName: '',
  operatorName: '',
  passwordHash: '',
  sealedTotpSecret: '',
  lastStep: 0,
};

export function evolveOperator(s: OperatorState, e: OperatorEvent): OperatorState {
  switch (e.type) {
    case 'Created':
      return { ...s, exists: true, ...e.data };
    case 'SignedIn':
      return { ...s, lastStep: e.data.step };
    case 'SignedOut':
      return s;
  }
}

/**
 * Operator events are read by no read model (sign-in loads the stream; the console's log reads the store by type), so
 * they are built here by name: the audit log titles them by their verbs (新增, 登录, 退出登录).
 */
const event = <E extends OperatorEvent>(type: E['type'], data: E['data']) => ({ type, data }) as E;

export const BAD_CREDENTIALS = '账号、密码或动态码错误';

export const decideOperator = {
  create(s: OperatorState, account: Extract<OperatorEvent, { type: 'Created' }>['data']): OperatorEvent[] {
    if (s.exists) throw new BusinessRuleError('OPERATOR_EXISTS', `运营账号 ${account.loginName} 已存在`);
    return [event('Created', account)];
  },

  /**
   * A sign-in whose password and code were checked (`step`: the code's time step, null when the code was wrong). One
   * answer for every wrong part, so that a guesser learns nothing of which it was; a code already used is refused.
   */
  signIn(s: OperatorState, check: { passwordOk: boolean; step: number | null }): OperatorEvent[] {
    if (!s.exists || !check.passwordOk || check.step === null) throw new BusinessRuleError('BAD_CREDENTIALS', BAD_CREDENTIALS);
    if (check.step <= s.lastStep) throw new BusinessRuleError('TOTP_USED', '该动态码已使用过，请等待下一个动态码');
    return [event('SignedIn', { step: check.step })];
  },

  signOut(s: OperatorState): OperatorEvent[] {
    return s.exists ? [event('SignedOut', {})] : [];
  },
};
