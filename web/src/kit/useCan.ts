import { mayDo, type Action } from '@jxc/services/contracts';
import { useSession } from '../session/useSession';

/** Whether the signed-in user may do an action on a menu entry of the edition (administrators on every one of it). */
export function useCan(permissionId: string): (action: Action) => boolean {
  const { userPermission, isAdmin, product_Type } = useSession();
  return (action) => mayDo({ permissions: userPermission, isAdmin: isAdmin === 1, productType: product_Type }, permissionId, action);
}
