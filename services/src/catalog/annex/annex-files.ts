import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '@jxc/infra';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { MSG } from '../../contracts';
import { annexFileKept } from './annex.queries';
import type { Logger } from '../../shared/http/logger';
import { FILE_KINDS, FileKind, IMAGE_KINDS } from '../../shared/validation/schema';

/**
 * Attachment files: stored under DATA_DIR/annex/{folder}/{name}, recorded (Annex events) with the plain path
 * `/annex/{folder}/{encoded name}`, and served only through short-lived signed URLs: the path plus the company, an
 * expiry and an HMAC of the three. Signing happens on every read (Annex/List, Annex/Append), never in the event.
 */

export const annexRoot = (config: AppConfig) => path.join(config.dataDir, 'annex');

const extensionsOf = (kinds: readonly FileKind[]) => new RegExp(`\\.(${kinds.flatMap((k) => FILE_KINDS[k].extensions).join('|')})$`, 'i');
/** The kinds of file an attachment may be; images are shown in the page, the others are downloaded. */
export const ANNEX_KINDS = Object.keys(FILE_KINDS) as FileKind[];
export const ALLOWED_FILE = extensionsOf(ANNEX_KINDS);
const IMAGE_FILE = extensionsOf(IMAGE_KINDS);
/** Random strings use an alphabet without ambiguous characters (seed §9). */
export const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';
/** A stored folder: the date yyyyMMdd and 10 random characters. */
const FOLDER = new RegExp(`^\\d{8}[${ALPHABET}]{10}$`);
/** A stored file name, as Annex/Append cleans it. */
const NAME = /^[\w\u4e00-\u9fa5-][\w.\u4e00-\u9fa5-]*$/;

/** A signed URL is good for an hour at least; its expiry is rounded up to a quarter hour so a page's URLs stay the same (and cached) for a while. */
export const SIGNED_URL_TTL_MS = 60 * 60 * 1000;
const EXPIRY_STEP_MS = 15 * 60 * 1000;

const keys = new Map<string, Buffer>();

/**
 * The signing key: ANNEX_SECRET, or else a random key made once and kept in DATA_DIR/annex.key, so it survives restarts
 * and every process on the same DATA_DIR shares it. The first process to make it wins (a hard link cannot replace a file).
 */
export function annexKey(config: AppConfig): Buffer {
  if (config.annexSecret) return Buffer.from(config.annexSecret, 'utf8');
  const file = path.join(config.dataDir, 'annex.key');
  const cached = keys.get(file);
  if (cached) return cached;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  if (key.length < 32) throw new Error(`附件签名密钥无效: ${file}`);
  keys.set(file, key);
  return key;
}

const mac = (key: Buffer, companyId: string, url: string, expires: number) =>
  createHmac('sha256', key).update(`${companyId}\n${url}\n${expires}`).digest();

/** The stored path `url` made readable by `companyId` until about an hour from `now`. */
export function signAnnexUrl(key: Buffer, companyId: string, url: string, now = Date.now()): string {
  const expires = Math.ceil((now + SIGNED_URL_TTL_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
  const q = new URLSearchParams({ c: companyId, e: String(expires), s: mac(key, companyId, url, expires).toString('base64url') });
  return `${url}?${q}`;
}

/** The stored form of a requested path, or undefined when it is not one Annex/Append can have made. */
export function storedPath(requestPath: string): { url: string; folder: string; name: string } | undefined {
  const parts = requestPath.split('/');
  if (parts.length !== 3 || parts[0] !== '') return undefined;
  let folder: string, name: string;
  try {
    [folder, name] = [decodeURIComponent(parts[1]), decodeURIComponent(parts[2])];
  } catch {
    return undefined;
  }
  if (!FOLDER.test(folder) || !NAME.test(name) || !ALLOWED_FILE.test(name) || name.length > 200) return undefined;
  return { url: `/annex/${folder}/${encodeURIComponent(name)}`, folder, name };
}

/** The signature's company when the query signs `url` and has not expired. */
function verified(key: Buffer, url: string, query: Request['query'], now: number): string | undefined {
  const { c, e, s } = query;
  if (typeof c !== 'string' || typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return undefined;
  const expires = Number(e);
  if (expires * 1000 <= now) return undefined;
  const expected = mac(key, c, url, expires);
  const given = Buffer.from(s, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? c : undefined;
}

/**
 * GET /annex/…: the file when the URL is signed for a company that holds a live attachment at that path. Every answer
 * carries nosniff; a bad or expired signature is 403 whatever the path, a path no upload can have made, a removed
 * attachment or a missing file is 404, as JSON in the API's envelope.
 */
export function annexFiles(config: AppConfig, pool: Pool, logger: Logger) {
  const root = annexRoot(config);
  const key = annexKey(config);
  const refuse = (req: Request, res: Response, status: 403 | 404) =>
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({
        invState: 0,
        invMessage: status === 403 ? MSG.noPermission : MSG.notFound,
        returnData: null,
        errorCode: status === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
        correlationId: req.correlationId,
      });

  return async (req: Request, res: Response) => {
    res.set('X-Content-Type-Options', 'nosniff');
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 404);
      const file = storedPath(req.path);
      if (!file) return refuse(req, res, 404);
      const now = Date.now();
      const companyId = verified(key, file.url, req.query, now);
      if (!companyId) return refuse(req, res, 403);
      if (!(await annexFileKept(pool, companyId, file.url))) return refuse(req, res, 404);
      const abs = path.join(root, file.folder, file.name);
      const stat = await fs.promises.stat(abs).catch(() => undefined);
      if (!stat?.isFile()) return refuse(req, res, 404);
      const expires = Number(req.query.e) * 1000;
      res.set('Cache-Control', `private, max-age=${Math.max(0, Math.floor((expires - now) / 1000))}`);
      if (!IMAGE_FILE.test(file.name)) res.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      res.sendFile(abs, { dotfiles: 'deny', cacheControl: false }, (err) => {
        if (!err) return;
        if (!res.headersSent) refuse(req, res, 404);
        else res.end();
      });
    } catch (e) {
      logger.error({ err: e, correlationId: req.correlationId }, 'attachment failed');
      if (!res.headersSent)
        res
          .status(500)
          .json({ invState: 0, invMessage: MSG.serverError, returnData: null, errorCode: 'INTERNAL', correlationId: req.correlationId });
      else res.end();
    }
  };
}
