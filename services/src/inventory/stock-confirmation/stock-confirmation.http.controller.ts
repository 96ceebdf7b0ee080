import { Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DocumentKind } from '../../document-engine';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, decimal, int, object, text, validate } from '../../shared/validation/schema';
import { ConfirmStockCommand } from './stock-confirmation.commands';
import type { AskedLine } from './stock-confirmation';

/**
 * `/api/{Kind}/BatchInStorage` (goods in: purchases, sale returns) or `BatchOutStorage` (goods out: sales, purchase
 * returns): the warehouse confirms the goods of an audited document, with the 出入库 permission. Body: the id field,
 * and lines [{lineNo, qty}] in the lines' own units (none: everything still open).
 */
export function stockConfirmationController(def: DocumentKind): Type {
  const verb = def.direction === 'in' ? '入库' : '出库';
  const schema = {
    [def.idField]: text(def.title).required(),
    lines: array('明细', object({ lineNo: int('行号').required().min(1), qty: decimal(`确认${verb}数量`).required().positive().places(6) }))
      .minItems(1)
      .maxItems(500),
  };

  @Controller(`api/${def.kind}`)
  class StockConfirmationController {
    constructor(readonly commands: CommandBus) {}

    @Permission(def.menuId, 'inOut')
    @Write()
    @Action(def.direction === 'in' ? 'BatchInStorage' : 'BatchOutStorage')
    async confirm(@Body() body: unknown, @CurrentSession() s: Session) {
      const input = validate(schema, body) as Record<string, unknown>;
      const id = input[def.idField] as string;
      const stockState = await this.commands.execute(new ConfirmStockCommand(def, s, id, input.lines as AskedLine[] | undefined));
      return { [def.idField]: id, status: 'audited', stockState };
    }
  }
  Object.defineProperty(StockConfirmationController, 'name', { value: `${def.kind}StockConfirmationController` });
  return StockConfirmationController;
}
