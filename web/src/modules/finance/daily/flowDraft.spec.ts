import { describe, expect, test } from '@jest/globals';
import type { FlowDetail } from '../api';
import { emptyFlow, flowFormOf, flowProblems, flowTotal, hasProblems, toFlowInput } from './flowDraft';
import { EXPENSE, INCOME } from './paths';

describe('日常收支 form', () => {
  test('asks for the account, each line’s 收支项目 and an amount above zero with two decimals', () => {
    const f = {
      ...emptyFlow('2026-11-23'),
      lines: [
        { classId: '', amount: '1.234', remark: '' },
        { classId: 'c', amount: '0', remark: '' },
      ],
    };
    const p = flowProblems(f);
    expect(p.accountId).toBe('请选择结算账户');
    expect(p.line).toEqual({
      0: { classId: '请选择收支项目', amount: '金额最多两位小数' },
      1: { classId: undefined, amount: '金额必须大于0' },
    });
    expect(flowProblems({ ...f, lines: [] }).lines).toBe('至少要有一行收支明细');
  });

  test('totals the lines and sends the partner as a customer for income, a supplier for expense', () => {
    const f = {
      accountId: 'a',
      billDate: '2026-11-23',
      partnerId: 'p',
      remark: '',
      lines: [
        { classId: 'c', amount: '10.5', remark: ' 房租 ' },
        { classId: 'c', amount: '2', remark: '' },
      ],
    };
    expect(hasProblems(flowProblems(f))).toBe(false);
    expect(flowTotal(f)).toBe(12.5);
    expect(toFlowInput(INCOME, f, true)).toEqual({
      flowType: 105,
      accountId: 'a',
      billDate: '2026-11-23',
      customId: 'p',
      remark: '',
      audit: true,
      lines: [
        { classId: 'c', amount: 10.5, remark: '房租' },
        { classId: 'c', amount: 2 },
      ],
    });
    expect(toFlowInput(EXPENSE, f, false)).toMatchObject({ flowType: 106, supplierId: 'p' });
  });

  test('a draft fills the form it is changed on: its account, partner, remark and lines; no partner is sent as none', () => {
    const draft = {
      flowId: 'f',
      flowType: 106,
      billNo: 'ZC1',
      status: 'draft',
      accountId: 'a',
      billDate: '2026-11-20',
      customId: null,
      supplierId: 's',
      remark: '十月',
      lines: [
        { classId: 'rent', className: '房租', amount: 40, remark: '' },
        { classId: 'water', className: '水电', amount: 12.5, remark: '电费' },
      ],
    } as unknown as FlowDetail;
    const filled = flowFormOf(draft);
    expect(filled).toEqual({
      accountId: 'a',
      billDate: '2026-11-20',
      partnerId: 's',
      remark: '十月',
      lines: [
        { classId: 'rent', amount: '40', remark: '' },
        { classId: 'water', amount: '12.5', remark: '电费' },
      ],
    });
    expect(flowTotal(filled)).toBe(52.5);
    expect(toFlowInput(EXPENSE, { ...filled, partnerId: '', remark: '' }, false)).toEqual({
      flowType: 106,
      accountId: 'a',
      billDate: '2026-11-20',
      supplierId: '',
      remark: '',
      lines: [
        { classId: 'rent', amount: 40 },
        { classId: 'water', amount: 12.5, remark: '电费' },
      ],
    });
    expect(flowFormOf({ ...draft, supplierId: null }).partnerId).toBe('');
  });
});
