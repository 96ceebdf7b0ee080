import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Action } from '../../contracts';
import { Session } from './session';

export const PUBLIC = 'auth:public';
export const PERMISSION = 'auth:permission';
export const ADMIN_ONLY = 'auth:adminOnly';
export const WRITE = 'auth:write';
export const OPERATOR = 'auth:operator';
export const ALLOW_EXPIRED = 'auth:allowExpired';

/** No token needed (login, register, password recovery). */
export const Public = () => SetMetadata(PUBLIC, true);

/**
 * The caller's role must allow `action` on the menu entry `menuId` (seed §6), and the edition must have the entry.
 * Several entries mean any of them: a screen that reads another screen's data (e.g. 客户等级价 reading level prices);
 * several actions likewise (a picker serves its screens' lists and forms, PICKER_ACTIONS).
 */
export const Permission = (menuId: string | readonly string[], action: Action | readonly Action[]) =>
  SetMetadata(PERMISSION, { menuIds: ([] as string[]).concat(menuId), actions: ([] as Action[]).concat(action) });

/**
 * A call of the operators' console: no company's session is looked for here; the operator module's own guard (its
 * OperatorRoute decorator, which sets this) checks the operator's token.
 */
export const OperatorOnly = () => SetMetadata(OPERATOR, true);

/** Only the company administrator ('非管理员无权操作'). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Open to the administrator of a company whose trial or term has ended, as every other route is not: what buying
 * (/buy) needs, and signing out.
 */
export const AllowExpired = () => SetMetadata(ALLOW_EXPIRED, true);

/** A write: refused on closed books (IsOldSob). */
export const Write = () => SetMetadata(WRITE, true);

export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext): Session => ctx.switchToHttp().getRequest().session);
