import { canDo, type Action } from '@jxc/services/contracts';
import { useSession } from '../session/useSession';

/** Whether the signed-in user may do an action on a menu entry (administrators always may). */
export function useCan(permissionId: string): (action: Action) => boolean {
  const { userPermission, isAdmin } = useSession();
  return (action) => canDo(userPermission, permissionId, action, isAdmin === 1);
}
