import { Controller } from '@nestjs/common';
import { CurrentSession, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { StockQueries } from './stock.queries';

/** The header's stock-warning counter (its 待办事项 are the document engine's TodoController). */
@Controller('api/Data')
export class DataController {
  constructor(private readonly stock: StockQueries) {}

  @Action('StockWarningCount')
  stockWarningCount(@CurrentSession() s: Session) {
    return this.stock.warningCounts(s.companyId);
  }
}
