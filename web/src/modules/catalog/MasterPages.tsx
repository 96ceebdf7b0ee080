import type { ComponentType } from 'react';
import { MasterDataPage } from './MasterDataPage';
import { MASTER_SCREENS, type MasterKey } from './masterScreens';

/** The screen of one master-data description (made once per route by its lazy loader). */
export function masterPage(key: MasterKey): ComponentType {
  return function MasterScreenPage() {
    return <MasterDataPage screen={MASTER_SCREENS[key]} />;
  };
}
