import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '@jxc/infra';
import { CurrentSession, Write } from '../../identity/auth/decorators';
import { actorOf, Session } from '../../identity/auth/session';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { int, text, validate } from '../../shared/validation/schema';
import { ChangeMasterRecordStatusCommand, SaveMasterRecordCommand } from '../master-data/master-data.commands';
import { MasterDataQueries } from '../master-data/master-data.queries';
import { MasterResource } from '../master-data/master-resource';

const ALLOWED = /\.(jpe?g|png|gif|webp|pdf|xlsx|docx)$/i;
const MAX_BYTES = 5 * 1024 * 1024;
/** Random strings use an alphabet without ambiguous characters (seed §9). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';

export const ANNEX: MasterResource = {
  kind: 'Annex', group: 'Annex', idField: 'annexId', title: '附件', menuId: '3001',
  fields: { fileName: text('文件名').required(), url: text('地址').required(), size: int('大小'), ownerType: text('所属类型'), ownerId: text('所属记录') },
  filters: ['ownerType', 'ownerId'],
};

export const annexRoot = (config: AppConfig) => path.join(config.dataDir, 'annex');

const randomPart = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Attachments (product pictures and the like): stored under DATA_DIR/annex in a folder named by the date and a
 * 10-character random part (seed §9), served at /annex/…; each upload is recorded as an event.
 */
@Controller('api/Annex')
export class AnnexController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly commands: CommandBus, private readonly queries: MasterDataQueries) {}

  @Write()
  @Action('Append')
  async append(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ fileName: text('文件名').required().maxWidth(120), content: text('文件内容').required(), ownerType: text('所属类型').maxWidth(30), ownerId: text('所属记录').maxWidth(60) }, body);
    const name = path.basename(input.fileName).replace(/[^\w.\u4e00-\u9fa5-]/g, '_');
    if (!ALLOWED.test(name)) throw new ValidationError('文件名只支持图片、PDF、Excel 与 Word 文件', 'fileName');
    const bytes = Buffer.from(input.content, 'base64');
    if (!bytes.length) throw new ValidationError('文件内容不能为空', 'content');
    if (bytes.length > MAX_BYTES) throw new ValidationError('文件内容不能超过5MB', 'content');
    const folder = `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${randomPart(10)}`;
    await fs.mkdir(path.join(annexRoot(this.config), folder), { recursive: true });
    await fs.writeFile(path.join(annexRoot(this.config), folder, name), bytes);
    const url = `/annex/${folder}/${encodeURIComponent(name)}`;
    const annexId = await this.commands.execute(new SaveMasterRecordCommand(ANNEX, actorOf(s), { fileName: name, url, size: bytes.length, ownerType: input.ownerType, ownerId: input.ownerId }));
    return { annexId, fileName: name, url, size: bytes.length };
  }

  @Action('List')
  list(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ ownerType: text('所属类型'), ownerId: text('所属记录').required() }, body);
    const fields = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Record<string, string>;
    return this.queries.page(ANNEX, s.companyId, { pageNo: 1, pageSize: 200, offset: 0, sortDirection: 'ASC' }, { fields });
  }

  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const { annexId } = validate({ annexId: text('附件').required() }, body);
    await this.commands.execute(new ChangeMasterRecordStatusCommand(ANNEX, actorOf(s), annexId, 'remove'));
    return { annexId };
  }
}
