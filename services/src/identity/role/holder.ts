import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { streams } from '../identity.events';
import { evolveUser, initialUser } from '../user/user';
import type { Holder } from './holding';
import { evolveRole, initialRole } from './role';

/** What the actor holds, from their own events: their account, and their role's permissions while it lives. */
export async function holderOf(es: EventSourcing, actor: Actor): Promise<Holder> {
  const { state: user } = await es.load(streams.user(actor.userId), actor.companyId, initialUser, evolveUser);
  const roleId = user.isAdmin ? null : (user.profile.roleId ?? null);
  const role = roleId ? (await es.load(streams.role(roleId), actor.companyId, initialRole, evolveRole)).state : initialRole;
  return {
    userId: actor.userId,
    isAdmin: user.isAdmin,
    roleId,
    permissions: role.exists && !role.removed ? role.permissions : [],
    pricePerm: user.profile.pricePerm ?? '',
    warehousePerm: user.profile.warehousePerm ?? '',
    branchAdmin: !!user.profile.branchAdmin,
  };
}
