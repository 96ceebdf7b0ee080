import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { lineSchema } from '../document-engine';
import { CurrentSession, Permission, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { array, text, validate } from '../shared/validation/schema';
import { EnterOpeningStockCommand } from './opening-stock.commands';
import { OpeningStockQueries } from './opening-stock.queries';

const MENU = '3002';

/** Opening stock (期初) over HTTP: entered by EnterOpeningStockCommand, listed from the stock flows (status: valid, undone). */
@Controller('api/InitStock')
export class OpeningStockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly openings: OpeningStockQueries,
  ) {}

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      { warehouseId: text('仓库').required(), lines: array('期初明细', lineSchema).required().minItems(1).maxItems(500) },
      body,
    );
    return this.commands.execute(new EnterOpeningStockCommand(s, input.warehouseId, input.lines));
  }

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.openings.page(
      s,
      parsePageQuery(body ?? {}),
      validate(
        { keyword: text('关键字').maxWidth(60), warehouseId: text('仓库'), status: text('状态').oneOf(['valid', 'undone'] as const) },
        body,
      ),
    );
  }
}
