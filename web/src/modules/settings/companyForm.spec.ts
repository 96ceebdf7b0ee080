import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { expiryText, logoFileError, validateCompany } from './companyForm';

const form = { companyName: '云商行', companyLogo: '', contact: '', phone: '', address: '', taxNo: '', industry: '' };

test('the company form follows the server: a name, a tax number of 15 to 20 digits or capitals, an image logo', () => {
  assert.deepEqual(validateCompany(form), {});
  assert.deepEqual(validateCompany({ ...form, companyName: ' ' }), { companyName: '公司名称不能为空' });
  assert.deepEqual(validateCompany({ ...form, taxNo: '91310000ma1fl0xx0x' }), {
    taxNo: '税号应为15到20位数字或大写字母（统一社会信用代码）',
  });
  assert.deepEqual(validateCompany({ ...form, taxNo: '91310000MA1FL0XX0X' }), {});
  assert.deepEqual(validateCompany({ ...form, companyLogo: 'data:text/html;base64,PGI+' }), {
    companyLogo: '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB',
  });
  assert.deepEqual(validateCompany({ ...form, companyLogo: 'data:image/png;base64,iVBORw0KGgo=' }), {});
  assert.deepEqual(validateCompany({ ...form, address: '路'.repeat(101) }), { address: '地址不能超过200个字符（汉字算2个）' });
});

test('a logo file is an image of at most 200 KB; the free edition never expires', () => {
  assert.equal(logoFileError({ type: 'image/png', size: 1000 }), undefined);
  assert.equal(logoFileError({ type: 'image/svg+xml', size: 1000 }), '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB');
  assert.equal(logoFileError({ type: 'image/jpeg', size: 300 * 1024 }), '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB');
  assert.equal(expiryText(null, 1), '永久免费');
  assert.equal(expiryText('2026-12-01', 3), '2026-12-01');
});
