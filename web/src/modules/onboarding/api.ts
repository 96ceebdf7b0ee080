import type { GettingStartedState } from '@jxc/services/contracts';
import { call } from '../../api/http';

export const gettingStarted = () => call<GettingStartedState>('GettingStarted/Detail', {}, { quiet: true });
export const hideGettingStarted = () => call<null>('GettingStarted/Hide', {}, { quiet: true });
