import { randomUUID } from 'node:crypto';
import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  LEDGER_AUX_NAMES,
  LEDGER_MENU,
  RULE_ACCOUNT_REFS,
  RULE_AMOUNTS,
  shopDay,
  type LedgerAccountRow,
  type LedgerCheck,
  type LedgerRule,
  type LedgerSetting,
  type TrialBalance,
  type VoucherPage,
  type VoucherRow,
} from '../contracts';
import { actorOf, CurrentSession, Permission, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { NotFoundError, ValidationError } from '../shared/errors';
import { parsePageQuery } from '../shared/page-query';
import { array, decimal, int, object, text, validate } from '../shared/validation/schema';
import { LedgerCommand } from './ledger.commands';
import { decideLedger } from './ledger';
import { LedgerQueries, type AuxField } from './ledger.queries';
import { decideVoucher } from './voucher';

const { vouchers, books, statements, accounts, rules } = LEDGER_MENU;

const monthField = (label = '会计期间') =>
  text(label)
    .required()
    .maxWidth(7)
    .check((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= '2000-01', '必须是 yyyy-MM 格式的月份');
const voucherIdField = () => text('凭证').required().maxWidth(200);
const idField = (label: string) => text(label).maxWidth(64);

const VOUCHER_LINE = object({
  accountCode: text('科目').required().maxWidth(20),
  summary: text('摘要').required().maxWidth(100),
  debit: decimal('借方金额').places(2).min(0),
  credit: decimal('贷方金额').places(2).min(0),
  customId: idField('客户'),
  supplierId: idField('供应商'),
  accountId: idField('结算账户'),
  warehouseId: idField('仓库'),
  employeeId: idField('职员'),
});

const AUX_LABELS: Record<AuxField, string> = {
  customId: '客户',
  supplierId: '供应商',
  accountId: '结算账户',
  warehouseId: '仓库',
  employeeId: '职员',
};

/** 凭证 (/api/Voucher): the list, a voucher, manual vouchers, 审核, 反审核, 过账 and 红字冲销. */
@Controller('api/Voucher')
export class VoucherController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LedgerQueries,
  ) {}

  @Permission([vouchers, books, statements], 'query')
  @Action('PageQuery')
  pageQuery(@Body() body: Record<string, unknown>, @CurrentSession() s: Session): Promise<VoucherPage> {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
        keyword: text('凭证号或单据编号').maxWidth(50),
        status: int('凭证状态').oneOf([0, 1, 2]),
        period: monthField().optional(),
      },
      body,
    );
    return this.queries.vouchers(s.companyId, q, f);
  }

  @Permission([vouchers, books, statements], ['get', 'query'])
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session): Promise<VoucherRow> {
    const { voucherId } = validate({ voucherId: voucherIdField() }, body);
    return this.found(s, voucherId);
  }

  /** A manual voucher, new (no voucherId) or changed while not reviewed. */
  @Write()
  @Permission(vouchers, ['add', 'edit'])
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session): Promise<VoucherRow> {
    const input = validate(
      {
        voucherId: text('凭证').maxWidth(200),
        date: text('凭证日期').required().date(),
        attachments: int('附单据数').min(0).max(999),
        lines: array('分录', VOUCHER_LINE).required().minItems(2).maxItems(200),
      },
      body,
    );
    const [unknown] = await this.queries.unknownRecords(s.companyId, input.lines);
    if (unknown) throw new ValidationError(`分录第${unknown[0] + 1}行的${AUX_LABELS[unknown[1]]}不存在`, 'lines');
    const kept = input.voucherId ? await this.queries.view(s.companyId, input.voucherId) : undefined;
    if (input.voucherId && !kept) throw new NotFoundError('凭证不存在');
    const voucherId = input.voucherId ?? `manual-${randomUUID()}`;
    const lines = input.lines.map((l) => ({
      ...l,
      debit: l.debit?.toNumber(),
      credit: l.credit?.toNumber(),
    }));
    await this.commands.execute(
      new LedgerCommand(actorOf(s), (state, closed) =>
        decideVoucher.save(state, kept ?? null, { ...input, lines, attachments: input.attachments }, voucherId, closed),
      ),
    );
    return this.found(s, voucherId);
  }

  @Write()
  @Permission(vouchers, 'audit')
  @Action('Audit')
  audit(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.review(s, body, (v, closed) => decideVoucher.audit(v, s.userId, closed));
  }

  @Write()
  @Permission(vouchers, 'audit')
  @Action('UnAudit')
  unaudit(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.review(s, body, (v, closed) => decideVoucher.unaudit(v, s.userId, closed));
  }

  @Write()
  @Permission(vouchers, 'audit')
  @Action('Post')
  post(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.review(s, body, (v, closed) => decideVoucher.post(v, closed));
  }

  /** 红字冲销 today: answers the red voucher. */
  @Write()
  @Permission(vouchers, 'back')
  @Action('Red')
  async red(@Body() body: unknown, @CurrentSession() s: Session): Promise<VoucherRow> {
    const redId = `red-${randomUUID()}`;
    await this.review(s, body, (v, closed) => decideVoucher.red(v, redId, shopDay(), closed));
    return this.found(s, redId);
  }

  private async review(
    s: Session,
    body: unknown,
    decide: (
      v: NonNullable<Awaited<ReturnType<LedgerQueries['view']>>>,
      closed: Parameters<typeof decideVoucher.post>[1],
    ) => ReturnType<typeof decideVoucher.post>,
  ): Promise<VoucherRow> {
    const { voucherId } = validate({ voucherId: voucherIdField() }, body);
    const v = await this.queries.view(s.companyId, voucherId);
    if (!v) throw new NotFoundError('凭证不存在');
    await this.commands.execute(new LedgerCommand(actorOf(s), (_, closed) => decide(v, closed)));
    return this.found(s, voucherId);
  }

  private async found(s: Session, voucherId: string): Promise<VoucherRow> {
    const v = await this.queries.voucher(s.companyId, voucherId);
    if (!v) throw new NotFoundError('凭证不存在');
    return v;
  }
}

/** 科目余额表, the agreements with 进销存 and 结转损益 (/api/Ledger). */
@Controller('api/Ledger')
export class LedgerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LedgerQueries,
  ) {}

  @Permission([books, statements], 'query')
  @Action('TrialBalance')
  trialBalance(@Body() body: unknown, @CurrentSession() s: Session): Promise<TrialBalance> {
    const { period } = validate({ period: monthField() }, body);
    return this.queries.trialBalance(s.companyId, period);
  }

  /** The five agreements through a day (today by default). */
  @Permission([books, statements, vouchers], 'query')
  @Action('Check')
  check(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerCheck> {
    const { date } = validate({ date: text('核对日期').date() }, body);
    return this.queries.check(s.companyId, date ?? shopDay());
  }

  /** 结转损益 of a month: answers the closing voucher. */
  @Write()
  @Permission(vouchers, 'add')
  @Action('CloseProfit')
  async closeProfit(@Body() body: unknown, @CurrentSession() s: Session): Promise<VoucherRow> {
    const { period } = validate({ period: monthField() }, body);
    const voucherId = `close-${period}-${randomUUID()}`;
    const balances = await this.queries.profitBalances(s.companyId, period);
    await this.commands.execute(
      new LedgerCommand(actorOf(s), (_, closed) => decideVoucher.closeProfit(period, balances, voucherId, closed)),
    );
    return (await this.queries.voucher(s.companyId, voucherId))!;
  }
}

const auxField = () => array('辅助核算', text('辅助核算').required().oneOf(Object.keys(LEDGER_AUX_NAMES))).maxItems(5);

/** 会计科目 (/api/LedgerAccount): the chart, new accounts under any account, changes, 停用 and 启用. */
@Controller('api/LedgerAccount')
export class LedgerAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LedgerQueries,
  ) {}

  @Permission([accounts, vouchers, books, statements, rules], 'query')
  @Action('List')
  async list(@CurrentSession() s: Session): Promise<{ data: LedgerAccountRow[] }> {
    return { data: await this.queries.accounts(s.companyId) };
  }

  /** A new account (its code not yet in the chart) or a change of one's name and dimensions. */
  @Write()
  @Permission(accounts, ['add', 'edit'])
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerAccountRow> {
    const input = validate(
      {
        code: text('科目编码')
          .required()
          .maxWidth(20)
          .check((v) => /^\d+$/.test(v), '只能是数字'),
        name: text('科目名称').required().maxWidth(40),
        parentCode: text('上级科目').maxWidth(20),
        aux: auxField(),
      },
      body,
    );
    const { code, name, parentCode } = input;
    const aux = input.aux as LedgerAccountRow['aux'] | undefined;
    const parentUsed = parentCode ? await this.queries.accountUsed(s.companyId, parentCode) : false;
    await this.commands.execute(
      new LedgerCommand(actorOf(s), (state) =>
        state.accounts.has(code)
          ? decideLedger.changeAccount(state, { code, name, parentCode, aux })
          : decideLedger.addAccount(state, { code, name, parentCode, aux }, parentUsed),
      ),
    );
    return this.row(s, code);
  }

  /** 停用 (enable: false, the default) or 启用 (enable: true). */
  @Write()
  @Permission(accounts, ['disable', 'enable'])
  @Action('Disable')
  async disable(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerAccountRow> {
    const { code, enable } = validate({ code: text('科目编码').required().maxWidth(20), enable: int('启用').oneOf([0, 1]) }, body);
    await this.commands.execute(new LedgerCommand(actorOf(s), (state) => decideLedger.enableAccount(state, code, enable === 1)));
    return this.row(s, code);
  }

  private async row(s: Session, code: string) {
    return (await this.queries.accounts(s.companyId)).find((a) => a.code === code)!;
  }
}

/** 凭证规则 (/api/LedgerRule): each document type's voucher, and the account each settlement account, item and 出入库类型 maps to. */
@Controller('api/LedgerRule')
export class LedgerRuleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LedgerQueries,
  ) {}

  @Permission(rules, 'query')
  @Action('List')
  async list(@CurrentSession() s: Session): Promise<{ data: LedgerRule[]; amounts: typeof RULE_AMOUNTS; refs: typeof RULE_ACCOUNT_REFS }> {
    return { data: await this.queries.rules(s.companyId), amounts: RULE_AMOUNTS, refs: RULE_ACCOUNT_REFS };
  }

  /** Applies to the documents audited after it; a red reversal reverses what its voucher was. */
  @Write()
  @Permission(rules, 'edit')
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerRule> {
    const input = validate(
      {
        ruleKey: text('凭证规则').required().maxWidth(100),
        accountCode: text('对应科目').maxWidth(20),
        lines: array(
          '分录',
          object({
            side: text('借贷方向').required().oneOf(['debit', 'credit']),
            accountCode: text('科目').required().maxWidth(20),
            amount: text('金额来源').required().oneOf(Object.keys(RULE_AMOUNTS)),
            summary: text('摘要').maxWidth(100),
          }),
        ).maxItems(30),
      },
      body,
    );
    const recordTitle = await this.queries.recordTitle(s.companyId, input.ruleKey);
    const lines = input.lines?.map((l) => ({ ...l, summary: l.summary ?? '' })) as LedgerRule['lines'];
    await this.commands.execute(
      new LedgerCommand(actorOf(s), (state) =>
        decideLedger.saveRule(state, { ruleKey: input.ruleKey, accountCode: input.accountCode, lines }, recordTitle),
      ),
    );
    return (await this.queries.rules(s.companyId)).find((r) => r.ruleKey === input.ruleKey)!;
  }
}

/** 凭证设置 (/api/LedgerSetting): one voucher per document, or one per day and document type. */
@Controller('api/LedgerSetting')
export class LedgerSettingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LedgerQueries,
  ) {}

  @Permission([rules, vouchers], 'query')
  @Action('Get')
  get(@CurrentSession() s: Session): Promise<LedgerSetting> {
    return this.queries.setting(s.companyId);
  }

  @Write()
  @Permission(rules, 'edit')
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerSetting> {
    const { voucherMode } = validate({ voucherMode: text('凭证生成方式').required().oneOf(['perDocument', 'perDay']) }, body);
    await this.commands.execute(new LedgerCommand(actorOf(s), () => decideLedger.saveSetting(voucherMode as LedgerSetting['voucherMode'])));
    return this.queries.setting(s.companyId);
  }
}
