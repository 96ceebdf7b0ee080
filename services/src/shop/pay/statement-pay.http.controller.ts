import { Body, Controller, Get, Ip, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { STATEMENT_CLOSED_WORDS, statementClosedPage, statementMessagePage, statementPath, StatementLinks } from '../../finance';
import { Public } from '../../identity';
import { StatementPay } from './statement-pay.service';

/**
 * Paying a 对账单 from its link, without an account: POST /s/{code}/pay (a plain form; `provider` when the shop takes
 * several) goes on to the provider's page, which brings the customer back to GET /s/{code}/paid, where the payment is
 * asked after before the statement shows again. Counted against the address's limit as the link's other calls.
 */
@Public()
@Controller('s')
export class StatementPayController {
  constructor(
    private readonly statementPay: StatementPay,
    private readonly links: StatementLinks,
  ) {}

  @Post(':code/pay')
  async pay(@Param('code') code: string, @Body() body: Record<string, unknown> | undefined, @Ip() ip: string, @Res() res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    if (!(await this.links.allowed(ip))) return res.status(429).type('html').send(statementClosedPage('访问太频繁，请稍后再试'));
    const provider = typeof body?.provider === 'string' ? body.provider : undefined;
    const started = await this.statementPay.start(code, provider, ip);
    const back = statementPath(code);
    if ('closed' in started)
      return started.closed === 'none'
        ? res.status(404).type('html').send(statementClosedPage('对账单不存在，请检查链接是否完整'))
        : res.status(410).type('html').send(statementClosedPage(STATEMENT_CLOSED_WORDS[started.closed]));
    if ('paid' in started)
      return res
        .status(200)
        .type('html')
        .send(statementMessagePage(`本对账单已支付 ¥${started.paid}，无需重复支付`, back, 'ok'));
    if ('refused' in started)
      return res
        .status(422)
        .type('html')
        .send(statementMessagePage(started.refused, back, 'warn'));
    if ('choose' in started)
      return res
        .status(200)
        .type('html')
        .send(
          statementMessagePage(
            '请选择支付方式',
            back,
            'info',
            undefined,
            started.choose.map((p) => ({ ...p, action: `${back}/pay` })),
          ),
        );
    res
      .status(200)
      .type('html')
      .send(statementMessagePage('正在前往支付页面…', back, 'info', started.go));
  }

  @Get(':code/paid')
  async paid(@Param('code') code: string, @Ip() ip: string, @Res() res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    if (!(await this.links.allowed(ip))) return res.status(429).type('html').send(statementClosedPage('访问太频繁，请稍后再试'));
    await this.statementPay.settleCode(code);
    res.redirect(303, statementPath(code));
  }
}
