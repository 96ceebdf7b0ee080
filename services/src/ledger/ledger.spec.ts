import { describe, test } from '@jest/globals';
import type { ClosedMonths } from '../document-engine';
import { decider } from '../testing/given-when-then';
import type { LedgerEvent } from './ledger-events';
import { decideLedger, evolveLedger, initialLedger } from './ledger';
import { decideVoucher, type VoucherView } from './voucher';

const given = decider(evolveLedger, initialLedger);
const open: ClosedMonths = { first: null, through: null };
const closedOct: ClosedMonths = { first: '2026-09', through: '2026-10' };
const added = (
  code: string,
  name: string,
  parentCode: string,
  more: Partial<Extract<LedgerEvent, { type: 'AccountAdded' }>['data']> = {},
): LedgerEvent => ({
  type: 'AccountAdded',
  data: { code, name, parentCode, direction: 'debit', category: 'asset', aux: ['account'], ...more },
});

describe('会计科目', () => {
  test('a sub-account takes its parent’s code and two digits, its direction, category and dimensions', () => {
    given()
      .when((s) => decideLedger.addAccount(s, { code: '100201', name: '工商银行', parentCode: '1002' }, false))
      .then([added('100201', '工商银行', '1002')]);
    given()
      .when((s) => decideLedger.addAccount(s, { code: '22410101', name: '押金', parentCode: '2241' }, false))
      .refused('VALIDATION', /^科目编码应为上级科目编码2241后加两位数字$/);
    given()
      .when((s) => decideLedger.addAccount(s, { code: '100201', name: '工商银行', parentCode: '1002' }, true))
      .refused('ACCOUNT_USED', /已有凭证，不能再增加下级科目/);
    given(added('100201', '工商银行', '1002'))
      .when((s) => decideLedger.addAccount(s, { code: '100202', name: '建设银行', parentCode: '1002' }, true))
      .then([added('100202', '建设银行', '1002')]);
    given(added('100201', '工商银行', '1002'))
      .when((s) => decideLedger.addAccount(s, { code: '100201', name: '又一个', parentCode: '1002' }, false))
      .refused('VALIDATION', /^科目编码100201已存在$/);
  });

  test('a new top-level account has four digits led by its category', () => {
    given()
      .when((s) => decideLedger.addAccount(s, { code: '5101', name: '制造费用' }, false))
      .then([
        {
          type: 'AccountAdded',
          data: { code: '5101', name: '制造费用', parentCode: null, direction: 'credit', category: 'profit_loss', aux: [] },
        },
      ]);
    given()
      .when((s) => decideLedger.addAccount(s, { code: '9001', name: '其他' }, false))
      .refused('VALIDATION', /^一级科目编码应为四位数字/);
  });

  test('an account a rule in use names cannot be disabled; others can, once', () => {
    given()
      .when((s) => decideLedger.enableAccount(s, '1405', false))
      .refused('ACCOUNT_USED', /^凭证规则“销售单”用到科目1405 库存商品，请先修改规则$/);
    given()
      .when((s) => decideLedger.enableAccount(s, '1601', false))
      .then([{ type: 'AccountDisabled', data: { code: '1601', name: '固定资产' } }]);
    given({ type: 'AccountDisabled', data: { code: '1601', name: '固定资产' } })
      .when((s) => decideLedger.enableAccount(s, '1601', false))
      .refused('BAD_STATUS', /已停用$/);
  });
});

describe('凭证规则', () => {
  test('a document type’s rule: lines on postable accounts or the records’ accounts, with debits and credits', () => {
    const lines = [
      { side: 'debit' as const, accountCode: '$account', amount: 'amount' as const, summary: '' },
      { side: 'credit' as const, accountCode: '1122', amount: 'amount' as const, summary: '收 {billNo}' },
    ];
    given()
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'bill:103', lines }))
      .then([
        {
          type: 'RuleSaved',
          data: { ruleKey: 'bill:103', title: '收款单', lines: [{ ...lines[0], summary: '收款单 {billNo}' }, lines[1]] },
        },
      ]);
    given()
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'bill:103', lines: [lines[0]] }))
      .refused('VALIDATION', /^凭证规则要有贷方分录$/);
    given()
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'bill:103', lines: [{ ...lines[0], accountCode: '2221' }, lines[1]] }))
      .refused('VALIDATION', /^会计科目2221 应交税费有下级科目，请选用下级科目$/);
    given()
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'bill:999', lines }))
      .refused('VALIDATION', /^凭证规则“bill:999”不存在$/);
  });

  test('a record maps to a postable account', () => {
    given()
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'account:a1', accountCode: '1012' }, '结算账户 微信'))
      .then([{ type: 'RuleSaved', data: { ruleKey: 'account:a1', title: '结算账户 微信', accountCode: '1012' } }]);
    given({ type: 'AccountDisabled', data: { code: '1012', name: '其他货币资金' } })
      .when((s) => decideLedger.saveRule(s, { ruleKey: 'account:a1', accountCode: '1012' }, '结算账户 微信'))
      .refused('VALIDATION', /已停用$/);
  });
});

const voucher = (more: Partial<VoucherView> = {}): VoucherView => ({
  voucherId: 'v1',
  voucherNo: '记-0001',
  date: '2026-11-05',
  status: 0,
  madeById: 'maker',
  fromDocument: false,
  closing: false,
  redOf: null,
  redBy: null,
  debit: '10',
  credit: '10',
  ...more,
});
const review = { voucherId: 'v1', voucherNo: '记-0001' };

describe('凭证 review', () => {
  test('审核 by another user than the maker, of a balanced voucher in an open month', () => {
    given()
      .when(() => decideVoucher.audit(voucher(), 'keeper', open))
      .then([{ type: 'VoucherAudited', data: review }]);
    given()
      .when(() => decideVoucher.audit(voucher(), 'maker', open))
      .refused('SAME_USER');
    given()
      .when(() => decideVoucher.audit(voucher({ credit: '9' }), 'keeper', open))
      .refused('UNBALANCED', /借贷不平衡，不能审核/);
    given()
      .when(() => decideVoucher.audit(voucher({ date: '2026-10-31' }), 'keeper', closedOct))
      .refused('PERIOD_CLOSED', /^2026年10月已结账/);
    given()
      .when(() => decideVoucher.audit(voucher({ status: 1 }), 'keeper', open))
      .refused('BAD_STATUS', /已审核$/);
  });

  test('反审核 only before 过账; 过账 only once audited', () => {
    given()
      .when(() => decideVoucher.unaudit(voucher({ status: 1 }), 'keeper', open))
      .then([{ type: 'VoucherUnaudited', data: review }]);
    given()
      .when(() => decideVoucher.unaudit(voucher({ status: 2 }), 'keeper', open))
      .refused('BAD_STATUS', /已过账，不能反审核$/);
    given()
      .when(() => decideVoucher.unaudit(voucher({ status: 1 }), 'maker', open))
      .refused('SAME_USER');
    given()
      .when(() => decideVoucher.post(voucher({ status: 1 }), open))
      .then([{ type: 'VoucherPosted', data: review }]);
    given()
      .when(() => decideVoucher.post(voucher(), open))
      .refused('BAD_STATUS', /未审核，请先审核$/);
  });

  test('红字冲销 of a reviewed manual voucher in an open month; a document’s voucher goes with the document’s 红冲', () => {
    given()
      .when(() => decideVoucher.red(voucher({ status: 1, date: '2026-10-05' }), 'r1', '2026-11-20', closedOct))
      .then([{ type: 'VoucherReversed', data: { ...review, redId: 'r1', date: '2026-11-20' } }]);
    given()
      .when(() => decideVoucher.red(voucher({ status: 1, fromDocument: true }), 'r1', '2026-11-20', open))
      .refused('FROM_DOCUMENT');
    given()
      .when(() => decideVoucher.red(voucher({ status: 1, redBy: 'r0' }), 'r1', '2026-11-20', open))
      .refused('BAD_STATUS', /已冲销$/);
    given()
      .when(() => decideVoucher.red(voucher({ status: 1, redOf: 'v0' }), 'r1', '2026-11-20', open))
      .refused('BAD_STATUS', /是红字凭证，不能再冲销$/);
  });
});

describe('结转损益', () => {
  test('each profit-and-loss balance of the month into 本年利润 on its last day', () => {
    given()
      .when(() =>
        decideVoucher.closeProfit(
          '2026-02',
          [
            { code: '5001', name: '主营业务收入', balance: '-100' },
            { code: '5401', name: '主营业务成本', balance: '60' },
            { code: '5602', name: '管理费用', balance: '0' },
          ],
          'close-1',
          open,
        ),
      )
      .then([
        {
          type: 'ProfitClosed',
          data: {
            voucherId: 'close-1',
            period: '2026-02',
            date: '2026-02-28',
            summary: '结转损益',
            attachments: 0,
            lines: [
              { accountCode: '5001', summary: '结转损益 主营业务收入', debit: '100', credit: '0' },
              { accountCode: '5401', summary: '结转损益 主营业务成本', debit: '0', credit: '60' },
              { accountCode: '3103', summary: '结转本月利润', debit: '0', credit: '40' },
            ],
          },
        },
      ]);
    given()
      .when(() => decideVoucher.closeProfit('2026-11', [{ code: '5602', name: '管理费用', balance: '0' }], 'close-1', open))
      .refused('NOTHING_TO_CLOSE');
    given()
      .when(() => decideVoucher.closeProfit('2026-10', [{ code: '5602', name: '管理费用', balance: '5' }], 'close-1', closedOct))
      .refused('PERIOD_CLOSED');
  });
});

describe('手工凭证', () => {
  const line = (accountCode: string, debit: number, credit: number, more = {}) => ({
    accountCode,
    summary: '购置',
    debit,
    credit,
    ...more,
  });
  test('balanced lines on postable accounts, each naming the dimensions its account keeps, in an open month', () => {
    given()
      .when((s) =>
        decideVoucher.save(
          s,
          null,
          { date: '2026-11-02', attachments: 1, lines: [line('1601', 300, 0), line('1001', 0, 300, { accountId: 'a1' })] },
          'm1',
          open,
        ),
      )
      .then([
        {
          type: 'VoucherSaved',
          data: {
            voucherId: 'm1',
            date: '2026-11-02',
            summary: '购置',
            attachments: 1,
            lines: [
              { accountCode: '1601', summary: '购置', debit: '300', credit: '0' },
              { accountCode: '1001', summary: '购置', debit: '0', credit: '300', accountId: 'a1' },
            ],
          },
        },
      ]);
    given()
      .when((s) => decideVoucher.save(s, null, { date: '2026-11-02', lines: [line('1601', 300, 0), line('1001', 0, 300)] }, 'm1', open))
      .refused('VALIDATION', /^第2行的科目1001 库存现金需选择结算账户$/);
    given()
      .when((s) => decideVoucher.save(s, null, { date: '2026-11-02', lines: [line('1601', 300, 300), line('5602', 0, 300)] }, 'm1', open))
      .refused('VALIDATION', /^第1行应填写借方金额或贷方金额中的一个$/);
    given()
      .when((s) =>
        decideVoucher.save(s, voucher({ status: 1 }), { date: '2026-11-02', lines: [line('1601', 1, 0), line('5602', 0, 1)] }, 'v1', open),
      )
      .refused('BAD_STATUS', /已审核，请先反审核$/);
    given()
      .when((s) =>
        decideVoucher.save(
          s,
          voucher({ fromDocument: true }),
          { date: '2026-11-02', lines: [line('1601', 1, 0), line('5602', 0, 1)] },
          'v1',
          open,
        ),
      )
      .refused('BAD_STATUS', /不是手工凭证/);
    given()
      .when((s) => decideVoucher.save(s, null, { date: '2026-10-02', lines: [line('1601', 1, 0), line('5602', 0, 1)] }, 'm1', closedOct))
      .refused('PERIOD_CLOSED');
  });
});
