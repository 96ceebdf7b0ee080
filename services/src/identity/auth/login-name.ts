import { AppendToStream } from '@jxc/infra';
import { IdentityEvents as E, streams } from '../identity.events';

/**
 * Login names are unique across all companies and never reused: each one is a stream that can only be created once,
 * appended together with the account, so two people registering the same name at once cannot both succeed.
 */
export const reserveLoginName = (loginName: string, userId: string): AppendToStream => ({
  streamId: streams.loginName(loginName),
  streamType: 'LoginName',
  expectedVersion: 'no_stream',
  events: [{ type: E.LoginNameReserved, data: { loginName, userId } }],
});
