import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { Session } from '../../identity';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Logger } from '../../shared/http/logger';
import { LOGGER, PG_POOL } from '../../shared/persistence/tokens';
import { MasterDataQueries } from '../master-data/master-data.queries';
import { ImportContext, Importer } from './importers';
import { readSheet, Sheet, writeSheet } from './workbook';

interface RowError {
  rowNo: number;
  message: string;
  values: Record<string, string>;
}

const PROGRESS_EVERY = 20;

/**
 * Imports run in the background, one record at a time through the same commands as the screens: good rows are
 * kept, bad rows are reported with their reason. Progress is stored so any process can answer QueryProcess.
 */
@Injectable()
export class ImportService implements OnModuleInit {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: CommandBus,
    private readonly refs: MasterDataQueries,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private context = (companyId: string): ImportContext => ({ companyId, refs: this.refs });

  /** An import cut short by a stop is marked so; the rows it saved stay saved. */
  async onModuleInit() {
    await this.pool.query(
      `update import_jobs set status = 'interrupted', finished_at = now() where status = 'running' and created_at < now() - interval '1 hour'`,
    );
  }

  async start(importer: Importer, session: Session, fileName: string, content: string) {
    const sheet = await readSheet(content);
    const missing = importer.required.filter((c) => !sheet.headers.includes(c));
    if (missing.length) throw new ValidationError(`缺少必填列：${missing.join('、')}`, 'content');
    if (!sheet.rows.length) throw new ValidationError('工作表中没有数据行', 'content');
    const importId = randomUUID();
    await this.pool.query(
      `insert into import_jobs (import_id, company_id, user_id, kind, file_name, status, total, headers) values ($1, $2, $3, $4, $5, 'running', $6, $7)`,
      [importId, session.companyId, session.userId, importer.kind, fileName, sheet.rows.length, JSON.stringify(sheet.headers)],
    );
    void this.run(importId, importer, session, sheet);
    return { importId, total: sheet.rows.length };
  }

  private async run(importId: string, importer: Importer, session: Session, sheet: Sheet) {
    const errors: RowError[] = [];
    let done = 0;
    let success = 0;
    const save = (status: string) =>
      this.pool.query(
        `update import_jobs set done = $2, success = $3, failed = $4, errors = $5, status = $6, finished_at = case when $6 = 'running' then null else now() end where import_id = $1`,
        [importId, done, success, errors.length, JSON.stringify(errors), status],
      );
    try {
      const units = await importer.units(sheet, this.context(session.companyId));
      for (const [i, unit] of units.entries()) {
        try {
          await unit.run(this.commands, session);
          success += unit.rowNos.length;
        } catch (e) {
          for (const rowNo of unit.rowNos)
            errors.push({ rowNo, message: (e as Error).message, values: sheet.rows.find((r) => r.rowNo === rowNo)!.values });
        }
        done += unit.rowNos.length;
        if (i % PROGRESS_EVERY === 0) await save('running');
      }
      await save('done');
    } catch (e) {
      this.logger.error({ err: e, importId }, '导入中断');
      await save('failed').catch(() => undefined);
    }
  }

  async progress(companyId: string, importId: string) {
    const { rows } = await this.pool.query(`select * from import_jobs where import_id = $1 and company_id = $2`, [importId, companyId]);
    if (!rows.length) throw new NotFoundError('导入任务不存在');
    const j = rows[0];
    return {
      importId,
      kind: j.kind,
      fileName: j.file_name,
      status: j.status,
      total: j.total,
      done: j.done,
      success: j.success,
      failed: j.failed,
      percent: j.total ? Math.floor((j.done * 100) / j.total) : 100,
      errors: (j.errors as RowError[]).slice(0, 100).map(({ rowNo, message }) => ({ rowNo, message })),
    };
  }

  /** The failed rows as a workbook: the original columns plus 错误原因. */
  async errorWorkbook(companyId: string, importId: string) {
    const p = await this.progress(companyId, importId);
    const { rows } = await this.pool.query(`select headers, errors from import_jobs where import_id = $1`, [importId]);
    const headers: string[] = rows[0].headers;
    const data = (rows[0].errors as RowError[]).map((e) => [String(e.rowNo), ...headers.map((h) => e.values[h] ?? ''), e.message]);
    return {
      fileName: `${p.fileName.replace(/\.xlsx$/i, '')}-错误行.xlsx`,
      content: await writeSheet('错误行', ['行号', ...headers, '错误原因'], data),
    };
  }

  /** The columns to fill in (a product's for each of the company's warehouses too), and how, on a sheet of its own. */
  async template(importer: Importer, companyId: string) {
    const columns = importer.template ? await importer.template(this.context(companyId)) : importer.columns;
    return { fileName: `${importer.title}导入模板.xlsx`, content: await writeSheet(importer.title, columns, [], importer.notes) };
  }
}
