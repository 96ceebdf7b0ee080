import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '@jxc/infra';
import { requirePermission, CurrentSession, Write, actorOf, Session } from '../../identity';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { file, FILE_KINDS, FileKind, int, text, validate } from '../../shared/validation/schema';
import { ChangeMasterRecordStatusCommand, SaveMasterRecordCommand } from '../master-data/master-data.commands';
import { MasterDataQueries } from '../master-data/master-data.queries';
import { MasterResource } from '../master-data/master-resource';
import { ALLOWED_FILE, ALPHABET, ANNEX_KINDS, annexKey, annexRoot, signAnnexUrl } from './annex-files';
import { ANNEX_OWNERS, AnnexQueries } from './annex.queries';
import { shopDay } from '../../contracts';

/** What Annex/Append reads: the file (at most 5MB, a picture, PDF, Excel or Word file by its content), its name and its owner. */
const appendSchema = {
  fileName: text('文件名').required().maxWidth(120),
  content: file('文件内容', 5 * 1024 * 1024, ANNEX_KINDS).required(),
  ownerType: text('所属类型').required().maxWidth(30),
  ownerId: text('所属记录').required().maxWidth(60),
};

/** The cleaned name, with the extension of what the content is when the name says otherwise (served by its extension). */
function storedName(fileName: string, kind: FileKind): string {
  const name = path
    .basename(fileName)
    .replace(/[^\w.\u4e00-\u9fa5-]/g, '_')
    .replace(/^\./, '_');
  if (!ALLOWED_FILE.test(name)) throw new ValidationError('文件名只支持图片、PDF、Excel 与 Word 文件', 'fileName');
  const { extensions } = FILE_KINDS[kind];
  return (extensions as readonly string[]).includes(path.extname(name).slice(1).toLowerCase())
    ? name
    : `${name.slice(0, -path.extname(name).length)}.${extensions[0]}`;
}

export const ANNEX: MasterResource = {
  kind: 'Annex',
  group: 'Annex',
  idField: 'annexId',
  title: '附件',
  menuId: ANNEX_OWNERS.Product.menuId,
  fields: {
    fileName: text('文件名').required(),
    url: text('地址').required(),
    size: int('大小'),
    ownerType: text('所属类型'),
    ownerId: text('所属记录'),
  },
  filters: ['ownerType', 'ownerId'],
};

const ownerOf = (ownerType: string) => {
  const owner = Object.hasOwn(ANNEX_OWNERS, ownerType) ? ANNEX_OWNERS[ownerType] : undefined;
  if (!owner) throw new ValidationError(`所属类型不在可选范围内（${Object.keys(ANNEX_OWNERS).join('、')}）`, 'ownerType');
  return owner;
};

const randomPart = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Attachments (product pictures and the like): stored under DATA_DIR/annex in a folder named by the date and a
 * 10-character random part (seed §9); each upload is recorded as an event with its plain path. They follow their
 * owner's menu: appending needs add or edit on it, removing edit or delete, listing query or get. The URLs they
 * answer with are signed for the caller's company and expire (annex-files.ts serves them).
 */
@Controller('api/Annex')
export class AnnexController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly queries: MasterDataQueries,
    private readonly annexes: AnnexQueries,
  ) {}

  private signed<T extends { url?: unknown }>(row: T, s: Session): T {
    return typeof row.url === 'string' ? { ...row, url: signAnnexUrl(annexKey(this.config), s.companyId, row.url) } : row;
  }

  @Write()
  @Action('Append')
  async append(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(appendSchema, body);
    const owner = ownerOf(input.ownerType);
    requirePermission(s, [owner.menuId], ['add', 'edit']);
    if (!(await this.annexes.ownerExists(owner, s.companyId, input.ownerId)))
      throw new ValidationError(`所属${owner.title}不存在`, 'ownerId');
    const { bytes, kind } = input.content;
    const name = storedName(input.fileName, kind);
    const folder = `${shopDay().replace(/-/g, '')}${randomPart(10)}`;
    await fs.mkdir(path.join(annexRoot(this.config), folder), { recursive: true });
    await fs.writeFile(path.join(annexRoot(this.config), folder, name), bytes);
    const url = `/annex/${folder}/${encodeURIComponent(name)}`;
    const annexId = await this.commands.execute(
      new SaveMasterRecordCommand(ANNEX, actorOf(s), {
        fileName: name,
        url,
        size: bytes.length,
        ownerType: input.ownerType,
        ownerId: input.ownerId,
      }),
    );
    return this.signed({ annexId, fileName: name, url, size: bytes.length }, s);
  }

  @Action('List')
  async list(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ ownerType: text('所属类型').required().maxWidth(30), ownerId: text('所属记录').required().maxWidth(60) }, body);
    requirePermission(s, [ownerOf(f.ownerType).menuId], ['query', 'get']);
    const page = await this.queries.page(
      ANNEX,
      s.companyId,
      { pageNo: 1, pageSize: 200, offset: 0, sortDirection: 'ASC' },
      { fields: { ownerType: f.ownerType, ownerId: f.ownerId } },
    );
    return { ...page, data: page.data.map((row) => this.signed(row, s)) };
  }

  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const { annexId } = validate({ annexId: text('附件').required().maxWidth(60) }, body);
    const annex = (await this.queries.detail(ANNEX, s.companyId, annexId)) as { ownerType?: string };
    // Attachments recorded before owner types were checked follow the products' menu, as the resource does.
    const owner = annex.ownerType && Object.hasOwn(ANNEX_OWNERS, annex.ownerType) ? ANNEX_OWNERS[annex.ownerType] : undefined;
    requirePermission(s, [owner?.menuId ?? ANNEX.menuId], ['edit', 'delete']);
    await this.commands.execute(new ChangeMasterRecordStatusCommand(ANNEX, actorOf(s), annexId, 'remove'));
    return { annexId };
  }
}
