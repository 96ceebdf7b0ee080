import { Controller } from '@nestjs/common';
import { mayDo, type TodoItem } from '../contracts';
import { CurrentSession, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { documentKinds } from './document-kind';
import { DocumentQueries } from './document.queries';

/** The header's and home page's 待办事项: documents waiting, in the lists the caller may open, as those lists count them. */
@Controller('api/Data')
export class TodoController {
  constructor(private readonly queries: DocumentQueries) {}

  @Action('TodoCount')
  async todoCount(@CurrentSession() s: Session) {
    const kinds = documentKinds().filter((k) => mayDo(s, k.menuId, 'query'));
    const items: TodoItem[] = (await this.queries.waiting(kinds, s)).flatMap(({ kind, audit, stock }) => [
      ...(audit ? [{ menuId: kind.menuId, title: kind.title, billType: kind.billType, waiting: 'audit' as const, count: audit }] : []),
      ...(stock
        ? [
            {
              menuId: kind.menuId,
              title: kind.title,
              billType: kind.billType,
              waiting: kind.direction === 'in' ? ('in' as const) : ('out' as const),
              count: stock,
            },
          ]
        : []),
    ]);
    const sum = (w: (i: TodoItem) => boolean) => items.filter(w).reduce((n, i) => n + i.count, 0);
    return { count: sum(() => true), auditCount: sum((i) => i.waiting === 'audit'), stockCount: sum((i) => i.waiting !== 'audit'), items };
  }
}
