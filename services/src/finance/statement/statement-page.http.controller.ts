import { Body, Controller, Get, Headers, Ip, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Public } from '../../identity';
import { AppError } from '../../shared/errors';
import { CLOSED_WORDS } from './statement';
import { customerActor, StatementCommand } from './statement.commands';
import { statementPath } from './statement-link';
import { StatementLinks } from './statement-links.service';
import { closedPage, messagePage, statementPage } from './statement-page';
import { statementPdf } from './statement-pdf';

const NOT_FOUND = '对账单不存在，请检查链接是否完整';

/**
 * The share link, for a customer without an account: GET /s/{code} is the statement's page (its first opening is
 * recorded), POST …/confirm and …/dispute record their answer with when and from where, GET …/pdf downloads it. A code
 * this server did not sign, or an unknown one, answers 404; a revoked or expired one 410, each with a Chinese page.
 * Every call counts against the address's hourly limit (429).
 */
@Public()
@Controller('s')
export class StatementPageController {
  constructor(
    private readonly links: StatementLinks,
    private readonly commands: CommandBus,
  ) {}

  @Get(':code')
  async show(@Param('code') code: string, @Ip() ip: string, @Headers('user-agent') agent: string | undefined, @Res() res: Response) {
    const s = await this.open(code, ip, res);
    if (!s) return;
    // A supplier's statement is the shop's own checking: opening it is no customer's.
    if (s.state.issued!.partnerKind === 'Custom')
      await this.commands.execute(
        new StatementCommand(customerActor(s.companyId), { type: 'open', statementId: s.statementId, from: from(ip, agent) }),
      );
    const [view, payable, due] = await Promise.all([
      this.links.view(s.companyId, s.state),
      this.links.payable(s.companyId),
      this.links.due(s.companyId, s.state),
    ]);
    res
      .status(200)
      .type('html')
      .send(statementPage(view, s.state, { path: statementPath(code), payable, due }));
  }

  @Post(':code/confirm')
  async confirm(@Param('code') code: string, @Ip() ip: string, @Headers('user-agent') agent: string | undefined, @Res() res: Response) {
    const s = await this.open(code, ip, res);
    if (!s) return;
    await this.commands.execute(
      new StatementCommand(customerActor(s.companyId), { type: 'confirm', statementId: s.statementId, from: from(ip, agent) }),
    );
    res
      .status(200)
      .type('html')
      .send(messagePage('已确认对账单无误，谢谢！商家会看到您的确认。', statementPath(code), 'ok'));
  }

  @Post(':code/dispute')
  async dispute(
    @Param('code') code: string,
    @Body() body: Record<string, unknown> | undefined,
    @Ip() ip: string,
    @Headers('user-agent') agent: string | undefined,
    @Res() res: Response,
  ) {
    const s = await this.open(code, ip, res);
    if (!s) return;
    const note = typeof body?.note === 'string' ? body.note.trim().slice(0, 500) : '';
    if (!note)
      return res
        .status(400)
        .type('html')
        .send(messagePage('请填写异议说明后再提交', statementPath(code), 'warn'));
    await this.commands.execute(
      new StatementCommand(customerActor(s.companyId), { type: 'dispute', statementId: s.statementId, from: from(ip, agent), note }),
    );
    res
      .status(200)
      .type('html')
      .send(messagePage('已提交异议，商家核实后会与您联系。', statementPath(code), 'ok'));
  }

  @Get(':code/pdf')
  async pdf(@Param('code') code: string, @Ip() ip: string, @Res() res: Response) {
    const s = await this.open(code, ip, res);
    if (!s) return;
    const view = await this.links.view(s.companyId, s.state);
    try {
      const bytes = await statementPdf(view);
      res.status(200).type('application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="statement.pdf"; filename*=UTF-8''${encodeURIComponent(`对账单${view.startDate}至${view.endDate}.pdf`)}`,
      );
      res.send(bytes);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      res
        .status(503)
        .type('html')
        .send(messagePage(e.message, statementPath(code), 'warn'));
    }
  }

  /** The link's open statement; otherwise the page saying why (429, 404 or 410) is sent and nothing is answered. */
  private async open(code: string, ip: string, res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    if (!(await this.links.allowed(ip))) {
      res.status(429).type('html').send(closedPage('访问太频繁，请稍后再试'));
      return undefined;
    }
    const found = await this.links.find(code);
    if (found.found === 'open') return found;
    if (found.found === 'none') res.status(404).type('html').send(closedPage(NOT_FOUND));
    else res.status(410).type('html').send(closedPage(CLOSED_WORDS[found.why]));
    return undefined;
  }
}

const from = (ip: string, agent: string | undefined) => ({ ip, userAgent: (agent ?? '').slice(0, 300) });
