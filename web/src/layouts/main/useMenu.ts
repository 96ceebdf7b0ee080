import { useMemo } from 'react';
import type { ModuleDef } from '@jxc/services/contracts';
import { visibleMenu } from '../../router/menu';
import { useSession } from '../../session/useSession';

/** The signed-in user's menu (edition, hidden entries and permissions applied). */
export function useMenu(): ModuleDef[] {
  const s = useSession();
  return useMemo(
    () => visibleMenu({ productType: s.product_Type, isAdmin: s.isAdmin === 1, perms: s.userPermission }),
    [s.product_Type, s.isAdmin, s.userPermission],
  );
}
