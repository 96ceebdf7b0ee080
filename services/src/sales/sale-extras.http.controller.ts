import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuditDocumentCommand, DocumentQueries, saveDocument } from '../document-engine';
import { CurrentSession, Permission, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { RecordSaleExtraCommand } from './sale-extras.commands';
import { SALE } from './sales.kind';
import { text, validate } from '../shared/validation/schema';

const saleIdOf = (body: unknown) => validate({ saleId: text('销售单').required() }, body).saleId;

/**
 * The sale's extra calls (seed §7): a parked sale (挂单) is a draft kept for later and turned into a sale by auditing
 * it; printing counts; delivery details can be amended even after the audit.
 */
@Controller('api/Sale')
export class SaleExtrasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly documents: DocumentQueries,
  ) {}

  @Permission(SALE.menuId, 'add')
  @Write()
  @Action('SaveTemporary')
  saveTemporary(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return saveDocument(SALE, this.commands, { ...(body ?? {}), audit: false }, s);
  }

  @Permission(SALE.menuId, 'audit')
  @Write()
  @Action('TemporaryTurnSale')
  async turn(@Body() body: unknown, @CurrentSession() s: Session) {
    const saleId = saleIdOf(body);
    return { saleId, status: await this.commands.execute(new AuditDocumentCommand(SALE, s, saleId)) };
  }

  @Permission(SALE.menuId, 'get')
  @Action('PrintCountAdd')
  async printed(@Body() body: unknown, @CurrentSession() s: Session) {
    const saleId = saleIdOf(body);
    await this.commands.execute(new RecordSaleExtraCommand(s, saleId, 'Printed', {}));
    return { saleId, printCount: await this.documents.printCount(saleId) };
  }

  @Permission(SALE.menuId, 'edit')
  @Write()
  @Action('UpdateExtend')
  async extend(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        saleId: text('销售单').required(),
        contact: text('收货人').maxWidth(30),
        phone: text('联系电话').phone(),
        address: text('收货地址').maxWidth(200),
        expressId: text('快递'),
        expressNo: text('快递单号').maxWidth(40),
        remark: text('备注').maxWidth(200),
      },
      body,
    );
    const { saleId, ...extend } = input;
    await this.commands.execute(
      new RecordSaleExtraCommand(s, saleId, 'ExtendUpdated', Object.fromEntries(Object.entries(extend).filter(([, v]) => v !== undefined))),
    );
    return { saleId };
  }
}
