import { canDo, editionLacks, type Action } from '@jxc/services/contracts';
import { useSession } from '../session/useSession';

/** Whether the signed-in user may do an action on a menu entry of the edition (administrators always may). */
export function useCan(permissionId: string): (action: Action) => boolean {
  const { userPermission, isAdmin, product_Type } = useSession();
  return (action) => !editionLacks(product_Type, permissionId) && canDo(userPermission, permissionId, action, isAdmin === 1);
}
