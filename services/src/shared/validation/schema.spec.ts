import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import fc from 'fast-check';
import { MAX_DECIMAL, MAX_INT } from '../../contracts';
import { ValidationError } from '../errors';
import { array, base64, decimal, file, IMAGE_KINDS, int, text, validate } from './schema';

const refused = (fn: () => unknown, message: RegExp) =>
  assert.throws(fn, (e: unknown) => e instanceof ValidationError && message.test(e.message));

test('text holding NUL or an unpaired surrogate is refused naming the field; paired surrogates (emoji) pass', () => {
  const shape = { remark: text('备注') };
  fc.assert(
    fc.property(fc.string(), fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFFx'), fc.string(), (a, bad, b) => {
      refused(() => validate(shape, { remark: `${a}${bad}${b}` }), /^备注含有无法保存的字符$/);
    }),
  );
  assert.equal(validate(shape, { remark: '好😀' }).remark, '好😀');
});

test('text is at most 1000 wide unless the field says otherwise', () => {
  refused(() => validate({ name: text('名称') }, { name: 'x'.repeat(1001) }), /^名称不能超过1000个字符/);
  refused(() => validate({ name: text('名称').maxWidth(4) }, { name: '可口可' }), /^名称不能超过4个字符（汉字算2个）$/);
  assert.equal(validate({ content: base64('文件内容', 3000) }, { content: 'QUJD'.repeat(1000) }).content.length, 4000);
  refused(() => validate({ content: base64('文件内容', 3000) }, { content: 'QUJD'.repeat(1001) }), /^文件内容不能超过/);
  refused(() => validate({ content: base64('文件内容', 3000) }, { content: '<svg/>' }), /^文件内容必须是 base64 编码的文件$/);
});

test('a file is held to its own size, decoded, and to the kinds its first bytes show, whatever its name says', () => {
  const picture = { content: file('图片', 1024, IMAGE_KINDS).required() };
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1016)]);
  const parsed = validate(picture, { content: png.toString('base64') }).content;
  assert.deepEqual([parsed.kind, parsed.bytes.length], ['png', 1024]);
  assert.equal(validate(picture, { content: Buffer.from('\xff\xd8\xff\xe0', 'latin1').toString('base64') }).content.kind, 'jpeg');
  assert.equal(validate(picture, { content: Buffer.from('GIF89a;').toString('base64') }).content.kind, 'gif');
  assert.equal(validate(picture, { content: Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1').toString('base64') }).content.kind, 'webp');
  refused(() => validate(picture, { content: Buffer.concat([png, Buffer.alloc(1)]).toString('base64') }), /^图片不能超过1KB$/);
  refused(() => validate(picture, { content: 'QUJD'.repeat(400) }), /^图片不能超过1KB$/);
  refused(
    () => validate(picture, { content: Buffer.from('<svg onload=alert(1)>').toString('base64') }),
    /^图片只能是PNG图片、JPG图片、GIF图片、WEBP图片$/,
  );
  refused(() => validate(picture, { content: Buffer.from('%PDF-1.4').toString('base64') }), /^图片只能是/);
  refused(() => validate(picture, { content: 'data:image/png;base64,iVBO' }), /^图片必须是 base64 编码的文件$/);
  refused(() => validate(picture, { content: 12 }), /^图片必须是 base64 编码的文件$/);
  refused(() => validate(picture, {}), /^图片不能为空$/);
  refused(
    () => validate({ content: file('文件内容', 5 * 1024 * 1024, IMAGE_KINDS) }, { content: 'A'.repeat(7_000_000) }),
    /^文件内容不能超过5MB$/,
  );
});

test('decimals beyond twelve integer digits or six places, and non-finite numbers, are refused naming the field', () => {
  const shape = { qty: decimal('数量') };
  for (const qty of [
    1e308,
    -1e308,
    '1e400',
    '1' + '0'.repeat(29),
    1e12,
    '-1000000000000',
    5e-324,
    '0.0000001',
    Infinity,
    NaN,
    'NaN',
    '1e99999999999',
  ])
    refused(() => validate(shape, { qty }), /^数量(的绝对值不能超过999999999999\.999999|最多6位小数|必须是数字|不能为空)$/);
  fc.assert(
    fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
      try {
        const d = validate(shape, { qty: n }).qty!;
        assert.ok(d.abs().lte(MAX_DECIMAL) && d.decimalPlaces() <= 6);
      } catch (e) {
        assert.ok(e instanceof ValidationError, String(e));
      }
    }),
  );
  assert.equal(validate(shape, { qty: '999999999999.999999' }).qty!.toFixed(), '999999999999.999999');
  refused(() => validate({ amount: decimal('金额').places(2) }, { amount: '0.125' }), /^金额最多2位小数$/);
});

test('whole numbers stay within 32 bits; lists within 10,000 items unless the field says otherwise', () => {
  refused(() => validate({ days: int('天数') }, { days: MAX_INT + 1 }), /^天数不能超过2147483647$/);
  refused(() => validate({ days: int('天数') }, { days: 1e308 }), /^天数必须是整数$/);
  assert.equal(validate({ days: int('天数') }, { days: -MAX_INT }).days, -MAX_INT);
  refused(() => validate({ ids: array('商品', text('商品')) }, { ids: Array(10_001).fill('a') }), /^商品不能超过10000行$/);
  refused(() => validate({ ids: array('商品', text('商品')).maxItems(2) }, { ids: ['a', 'b', 'c'] }), /^商品不能超过2行$/);
});

test('dates are calendar dates from the year 1, which PostgreSQL stores', () => {
  const shape = { billDate: text('单据日期').date() };
  for (const bad of ['0000-01-01', '2026-02-29', '2026-13-01', '2026-1-1', '20261123'])
    refused(() => validate(shape, { billDate: bad }), /^单据日期必须是 yyyy-MM-dd 格式的日期$/);
  for (const good of ['0001-01-01', '2024-02-29', '9999-12-31']) assert.equal(validate(shape, { billDate: good }).billDate, good);
});
