import { createHash } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppendToStream, WrongExpectedVersionError } from '@jxc/infra';
import { Pool } from 'pg';
import { MASTER_RESOURCES, recordCreation, UpdateMasterRecordCommand } from '../../catalog';
import { ConflictError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import type { Logger } from '../../shared/http/logger';
import { LOGGER, PG_POOL } from '../../shared/persistence/tokens';

/** The 出入库类型 counted as a loss (计入损耗) that every company starts with. */
const BREAKAGE = '报损出库';

/** The usual 出入库类型 of 其他入库单 and 其他出库单 that every company starts with. */
export const DEFAULT_STORAGE_TYPES = [
  ...['赠品入库', '样品入库', '其他入库'].map((typeName) => ({ typeName, direction: 'in' })),
  ...[BREAKAGE, '领用出库', '赠品出库', '样品出库', '其他出库'].map((typeName) => ({
    typeName,
    direction: 'out',
    ...(typeName === BREAKAGE && { lossFlag: 1 }),
  })),
];

/** A default type's id, the same for the same company and name: adding a company's defaults twice fails on the first. */
function defaultId(companyId: string, typeName: string) {
  const h = createHash('sha256').update(`StorageType|${companyId}|${typeName}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const defaultStorageTypes = (companyId: string): AppendToStream[] =>
  DEFAULT_STORAGE_TYPES.map((t) => recordCreation('StorageType', defaultId(companyId, t.typeName), t));

/**
 * Companies registered before the defaults existed get them once, at start-up, if they have no 出入库类型 at all (one
 * they set up themselves, even removed since, means they chose their own). The ids make it idempotent: another
 * process doing the same at the same time, or a read model behind, only fails on streams already there. A default
 * 报损出库 made before 计入损耗 existed is flagged as a new company's is, once (one set either way since is left).
 */
@Injectable()
export class StorageTypeDefaults implements OnApplicationBootstrap {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    await this.addDefaults();
    await this.flagBreakage();
  }

  private async addDefaults() {
    const { rows } = await this.pool.query<{ companyId: string; userId: string; userName: string }>(
      `select c.company_id as "companyId", u.user_id as "userId", u.user_name as "userName"
       from companies c
       cross join lateral (select user_id, user_name from users where company_id = c.company_id and is_admin order by created_at limit 1) u
       where not c.is_old_sob and not exists (select 1 from master_records r where r.company_id = c.company_id and r.kind = 'StorageType')`,
    );
    let added = 0;
    for (const actor of rows) {
      try {
        await this.es.commit(defaultStorageTypes(actor.companyId), actor);
        added++;
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError)) throw e;
      }
    }
    if (added) this.logger.info({ companies: added }, '已为老公司添加默认出入库类型');
  }

  private async flagBreakage() {
    const { rows } = await this.pool.query<{ companyId: string; typeId: string; userId: string; userName: string }>(
      `select r.company_id as "companyId", r.record_id as "typeId", u.user_id as "userId", u.user_name as "userName"
       from master_records r
       cross join lateral (select user_id, user_name from users where company_id = r.company_id and is_admin order by created_at limit 1) u
       where r.kind = 'StorageType' and r.data->>'direction' = 'out' and not r.removed and not r.data ? 'lossFlag'`,
    );
    const storageType = MASTER_RESOURCES.find((r) => r.kind === 'StorageType')!;
    for (const { typeId, ...actor } of rows.filter((r) => r.typeId === defaultId(r.companyId, BREAKAGE))) {
      try {
        await this.commands.execute(new UpdateMasterRecordCommand(storageType, actor, typeId, { lossFlag: 1 }));
      } catch (e) {
        if (!(e instanceof ConflictError)) throw e;
      }
    }
  }
}
