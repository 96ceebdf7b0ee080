import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import { amountInCapitals } from './capitals';
import {
  ALL_TEMPLATE_IDS,
  DOC_PAPERS,
  isLabelLayout,
  LABEL_PAPERS,
  originalLayout,
  parseTemplateId,
  resolveTemplate,
  type DocLayout,
  type ResolvedDocTemplate,
} from './print';
import { PRINT_KINDS, printKindOfMenu } from './print-kinds';

const DIGIT = Object.fromEntries([...'零壹贰叁肆伍陆柒捌玖'].map((c, i) => [c, i]));
const PLACE: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** A group of up to four digits with 拾佰仟 (零 says nothing). */
function groupOf(text: string): number {
  let value = 0;
  let digit = 0;
  for (const c of text.replace(/零/g, '')) {
    if (c in PLACE) {
      value += digit * PLACE[c];
      digit = 0;
    } else digit = DIGIT[c];
  }
  return value + digit;
}

/** Reads capitals back into fen: the check that what is written says the amount. */
function fenOf(text: string): number {
  const sign = text.startsWith('负') ? -1 : 1;
  const m = /^负?(?:(.*)元)?(?:零?(.)角)?(?:零?(.)分)?整?$/.exec(text)!;
  const [yi, rest] = (m[1] ?? '').includes('亿') ? (m[1] ?? '').split('亿') : ['', m[1] ?? ''];
  const [wan, low] = rest.includes('万') ? rest.split('万') : ['', rest];
  const whole = groupOf(yi) * 100_000_000 + groupOf(wan) * 10_000 + groupOf(low);
  return sign * (whole * 100 + (m[2] ? DIGIT[m[2]] * 10 : 0) + (m[3] ? DIGIT[m[3]] : 0));
}

describe('大写金额', () => {
  test('the way bills write them', () => {
    const cases: [number, string][] = [
      [0, '零元整'],
      [1, '壹元整'],
      [10, '壹拾元整'],
      [1010, '壹仟零壹拾元整'],
      [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
      [1234.5, '壹仟贰佰叁拾肆元伍角整'],
      [1.05, '壹元零伍分'],
      [0.05, '伍分'],
      [0.5, '伍角整'],
      [10.5, '壹拾元伍角整'],
      [100001, '壹拾万零壹元整'],
      [100010000, '壹亿零壹万元整'],
      [100005000, '壹亿零伍仟元整'],
      [120000000, '壹亿贰仟万元整'],
      [1.005, '壹元零壹分'],
      [-36.8, '负叁拾陆元捌角整'],
      [999999999999.99, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ];
    assert.deepEqual(
      cases.map(([n]) => [n, amountInCapitals(n)]),
      cases,
    );
    assert.equal(amountInCapitals('88.00'), '捌拾捌元整');
  });

  test('read back, the capitals say the amount to the fen (up to twelve digits of yuan)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (fen) => {
        const text = amountInCapitals(fen / 100);
        assert.equal(fenOf(text), fen, text);
        if (fen !== 0) assert.doesNotMatch(text, /零零|零[元万亿]|零$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('print templates as data', () => {
  test('every document with a detail screen prints, and its menu finds it', () => {
    assert.deepEqual(
      Object.keys(PRINT_KINDS).map(Number),
      [103, 104, 105, 106, 107, 108, 109, 110, 111, 200, 201, 202, 300, 301, 302, 400, 500, 600, 700, 850],
    );
    assert.equal(printKindOfMenu('5017')?.billType, 109);
    assert.equal(printKindOfMenu('7011'), undefined);
  });

  test('each document has A4, 241 mm and 80 mm originals; the label one; ids name nothing else', () => {
    assert.equal(ALL_TEMPLATE_IDS.length, 20 * 3 + 1);
    assert.deepEqual(parseTemplateId('201-dot'), { billType: 201, slot: 'dot' });
    assert.deepEqual(parseTemplateId('100-label'), { billType: 100, slot: 'label' });
    for (const bad of ['201-label', '100-a4', '999-a4', '201-A4', ' 201-a4', '201-a4-x', '__proto__'])
      assert.equal(parseTemplateId(bad), undefined, bad);
  });

  test('the originals: A4 carries the most, the receipt the least, every key printable', () => {
    for (const templateId of ALL_TEMPLATE_IDS) {
      const { billType, slot } = parseTemplateId(templateId)!;
      const layout = originalLayout(billType, slot);
      if (isLabelLayout(layout)) {
        assert.ok(LABEL_PAPERS[layout.paper]);
        continue;
      }
      assert.ok(DOC_PAPERS[layout.paper], templateId);
      const kind = PRINT_KINDS[billType];
      for (const part of ['header', 'columns', 'totals', 'payment'] as const) {
        const known = new Set(kind[part].map((x) => x.key));
        assert.deepEqual(
          layout[part].filter((k) => !known.has(k)),
          [],
          `${templateId} ${part}`,
        );
      }
    }
    const [a4, dot, receipt] = (['a4', 'dot', 'receipt'] as const).map((slot) => originalLayout(201, slot) as DocLayout);
    assert.ok(a4.columns.length > dot.columns.length && dot.columns.length > receipt.columns.length);
    assert.deepEqual([a4.paper, dot.paper, receipt.paper], ['A4', '241-2', 'R80']);
    assert.deepEqual(a4.signatures, ['制单人', '经手人', '收货人']);
    assert.ok(a4.amountInWords && !receipt.amountInWords);
    assert.ok(dot.header.includes('extend.address'), 'a 送货单 on the three-part form says where it goes');
  });

  test('resolving looks the keys up in order and fills in the company', () => {
    const layout = { ...(originalLayout(201, 'a4') as DocLayout), header: ['partnerName', 'billNo'], companyName: '' };
    const t = resolveTemplate('201-a4', layout, {
      companyName: '张记五金',
      companyLogo: '',
      phone: '0571-1',
      address: '杭州',
    }) as ResolvedDocTemplate;
    assert.deepEqual(
      t.header.map((x) => x.label),
      ['客户', '单据编号'],
    );
    assert.equal(t.company.companyName, '张记五金');
    assert.equal(t.amountInWords, 'totalAmount');
    assert.deepEqual(t.signatures[0], { label: '制单人', fill: 'userName' });
    assert.deepEqual(t.paper, { key: 'A4', name: 'A4 纵向 210×297', width: 210, height: 297 });
    assert.equal(
      (resolveTemplate('201-a4', { ...layout, companyName: '张记' }, t.company) as ResolvedDocTemplate).company.companyName,
      '张记',
    );
  });
});
