import {
  DEFAULT_TEXT_WIDTH,
  hasForbiddenChars,
  isCode,
  isDecimal,
  isEmpty,
  isPhone,
  MAX_DECIMAL,
  MAX_DECIMAL_PLACES,
  MAX_INT,
  textWidth,
} from '../../contracts';
import { D, Dec } from '../decimal';
import { ValidationError } from '../errors';

/**
 * A small schema validator whose every message is Chinese and names the field by its label, e.g.
 * `公司名称不能为空`, `第2行数量必须大于0`. A failure throws ValidationError (HTTP 400, VALIDATION).
 * Every field is held to what the database stores unless it says otherwise: text without NUL or unpaired
 * surrogates and at most DEFAULT_TEXT_WIDTH wide, whole numbers within 32 bits, decimals within MAX_DECIMAL with
 * at most six places, lists of at most 10,000 items.
 */
export interface Field<T> {
  readonly label: string;
  parse(value: unknown, label: string): T;
  optional(): Field<T>;
}

type Out<F> = F extends Field<infer T> ? T : never;

const fail = (label: string, msg: string): never => {
  throw new ValidationError(`${label}${msg}`, label);
};

abstract class Base<T> implements Field<T> {
  protected isRequired = false;
  protected checks: ((v: T, label: string) => void)[] = [];
  constructor(readonly label: string) {}
  required(): this {
    this.isRequired = true;
    return this;
  }
  /** The same field, not required (an update's fields are all optional). */
  optional(): this {
    return Object.assign(Object.create(Object.getPrototypeOf(this)), this, { isRequired: false });
  }
  check(test: (v: T) => boolean, msg: string): this {
    this.checks.push((v, label) => {
      if (!test(v)) fail(label, msg);
    });
    return this;
  }
  protected abstract convert(value: unknown, label: string): T;
  parse(value: unknown, prefix = ''): T {
    const label = prefix + this.label;
    if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) {
      if (this.isRequired) fail(label, '不能为空');
      return undefined as T;
    }
    const v = this.convert(value, label);
    for (const c of this.checks) c(v, label);
    return v;
  }
}

class TextField extends Base<string> {
  private width = DEFAULT_TEXT_WIDTH;
  protected convert(value: unknown, label: string): string {
    if (typeof value !== 'string' && typeof value !== 'number') fail(label, '必须是文本');
    const v = String(value).trim();
    if (hasForbiddenChars(v)) fail(label, '含有无法保存的字符');
    if (textWidth(v) > this.width) fail(label, `不能超过${this.width}个字符（汉字算2个）`);
    return v;
  }
  /** Width measured the seed's way: ASCII counts 1, other characters 2. */
  maxWidth(n: number): this {
    this.width = n;
    return this;
  }
  minLength(n: number): this {
    return this.check((v) => [...v].length >= n, `至少需要${n}个字符`);
  }
  code(): this {
    return this.check(isCode, '只能包含字母、数字、下划线和中划线');
  }
  phone(): this {
    return this.check(isPhone, '格式不正确，应为11位手机号');
  }
  oneOf(values: readonly string[]): this {
    return this.check((v) => values.includes(v), '不在可选范围内');
  }
  /** A calendar date from the year 1 (PostgreSQL has no year 0). */
  date(): this {
    return this.check(
      (v) =>
        /^\d{4}-\d{2}-\d{2}$/.test(v) &&
        v >= '0001-01-01' &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      '必须是 yyyy-MM-dd 格式的日期',
    );
  }
}

class IntField extends Base<number> {
  protected convert(value: unknown, label: string): number {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) fail(label, '必须是整数');
    if (Math.abs(n) > MAX_INT) fail(label, `不能超过${MAX_INT}`);
    return n;
  }
  min(n: number): this {
    return this.check((v) => v >= n, `不能小于${n}`);
  }
  max(n: number): this {
    return this.check((v) => v <= n, `不能大于${n}`);
  }
  oneOf(values: readonly number[]): this {
    return this.check((v) => values.includes(v), '不在可选范围内');
  }
}

class DecimalField extends Base<Dec> {
  private scale = MAX_DECIMAL_PLACES;
  protected convert(value: unknown, label: string): Dec {
    const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
    if (!isDecimal(s) && !/^-?\d+(\.\d+)?e[+-]?\d{1,4}$/i.test(s)) fail(label, '必须是数字');
    const d = new D(s);
    if (!d.isFinite() || d.abs().gt(MAX_DECIMAL)) fail(label, `的绝对值不能超过${MAX_DECIMAL}`);
    if (d.decimalPlaces() > this.scale) fail(label, `最多${this.scale}位小数`);
    return d;
  }
  places(n: number): this {
    this.scale = n;
    return this;
  }
  min(n: number | string): this {
    return this.check((v) => v.gte(n), `不能小于${n}`);
  }
  positive(): this {
    return this.check((v) => v.gt(0), '必须大于0');
  }
  max(n: number | string): this {
    return this.check((v) => v.lte(n), `不能大于${n}`);
  }
}

class BoolField extends Base<boolean> {
  protected convert(value: unknown, label: string): boolean {
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return fail(label, '必须是是或否');
  }
}

class ArrayField<T> extends Base<T[]> {
  private most = 10_000;
  constructor(
    label: string,
    private readonly item: Field<T>,
  ) {
    super(label);
  }
  protected convert(value: unknown, label: string): T[] {
    if (!Array.isArray(value)) fail(label, '必须是列表');
    if ((value as unknown[]).length > this.most) fail(label, `不能超过${this.most}行`);
    return (value as unknown[]).map((v, i) => this.item.parse(v, `${label}第${i + 1}行`));
  }
  minItems(n: number): this {
    return this.check((v) => v.length >= n, n === 1 ? '至少需要一行' : `至少需要${n}行`);
  }
  maxItems(n: number): this {
    this.most = n;
    return this;
  }
}

class ObjectField<S extends Record<string, Field<unknown>>> extends Base<{ [K in keyof S]: Out<S[K]> }> {
  constructor(
    label: string,
    private readonly shape: S,
  ) {
    super(label);
  }
  protected convert(value: unknown, label: string) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(label || '请求内容', '格式不正确');
    const src = value as Record<string, unknown>;
    const out = {} as { [K in keyof S]: Out<S[K]> };
    for (const key of Object.keys(this.shape) as (keyof S)[])
      out[key] = this.shape[key].parse(src[key as string], label) as Out<S[typeof key]>;
    return out;
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
const sizeText = (bytes: number) => (bytes % 1048576 === 0 ? `${bytes / 1048576}MB` : `${Math.ceil(bytes / 1024)}KB`);
const startsWith = (b: Buffer, at: number, signature: string) =>
  b.length >= at + signature.length && b.toString('latin1', at, at + signature.length) === signature;

/** The kinds of file an upload may be, each told by its first bytes (whatever its name says) and named by its extensions. */
export const FILE_KINDS = {
  png: { title: 'PNG图片', extensions: ['png'], is: (b: Buffer) => startsWith(b, 0, '\x89PNG\r\n\x1a\n') },
  jpeg: { title: 'JPG图片', extensions: ['jpg', 'jpeg'], is: (b: Buffer) => startsWith(b, 0, '\xff\xd8\xff') },
  gif: { title: 'GIF图片', extensions: ['gif'], is: (b: Buffer) => startsWith(b, 0, 'GIF87a') || startsWith(b, 0, 'GIF89a') },
  webp: { title: 'WEBP图片', extensions: ['webp'], is: (b: Buffer) => startsWith(b, 0, 'RIFF') && startsWith(b, 8, 'WEBP') },
  pdf: { title: 'PDF文件', extensions: ['pdf'], is: (b: Buffer) => startsWith(b, 0, '%PDF-') },
  office: { title: 'Excel或Word文件', extensions: ['xlsx', 'docx'], is: (b: Buffer) => startsWith(b, 0, 'PK\x03\x04') },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

/** An uploaded file: its bytes and the kind its content shows. */
export interface UploadedFile {
  bytes: Buffer;
  kind: FileKind;
}

/** A file sent as base64 text: at most `maxBytes` once decoded, and of one of `kinds` by its content. */
class FileField extends Base<UploadedFile> {
  constructor(
    label: string,
    private readonly maxBytes: number,
    private readonly kinds: readonly FileKind[],
  ) {
    super(label);
  }
  protected convert(value: unknown, label: string): UploadedFile {
    if (typeof value !== 'string') return fail(label, '必须是 base64 编码的文件');
    const v = value.trim();
    const tooLarge = `不能超过${sizeText(this.maxBytes)}`;
    if (v.length > base64Length(this.maxBytes)) fail(label, tooLarge);
    if (!BASE64.test(v)) fail(label, '必须是 base64 编码的文件');
    const bytes = Buffer.from(v, 'base64');
    if (bytes.length > this.maxBytes) fail(label, tooLarge);
    const kind =
      this.kinds.find((k) => FILE_KINDS[k].is(bytes)) ?? fail(label, `只能是${this.kinds.map((k) => FILE_KINDS[k].title).join('、')}`);
    return { bytes, kind };
  }
}

export const text = (label: string) => new TextField(label);
/** A file kept as it was sent (a picture, an attachment): see FileField. */
export const file = (label: string, maxBytes: number, kinds: readonly FileKind[]) => new FileField(label, maxBytes, kinds);
/** A workbook sent as base64 text, at most `maxBytes` once decoded, handed on as text to the reader that opens it. */
export const base64 = (label: string, maxBytes: number) =>
  new TextField(label).maxWidth(base64Length(maxBytes)).check((v) => BASE64.test(v), '必须是 base64 编码的文件');
export const int = (label: string) => new IntField(label);
export const decimal = (label: string) => new DecimalField(label);
export const bool = (label: string) => new BoolField(label);
export const array = <T>(label: string, item: Field<T>) => new ArrayField(label, item);
/** Nested objects prefix their fields' labels with `label` (use '' for a plain group). */
export const object = <S extends Record<string, Field<unknown>>>(shape: S, label = '') => new ObjectField(label, shape).required();

/** Validates a request body against a schema and returns the typed, trimmed values. */
export function validate<S extends Record<string, Field<unknown>>>(shape: S, body: unknown): { [K in keyof S]: Out<S[K]> } {
  return object(shape).parse(body ?? {});
}
