import { Controller } from '@nestjs/common';
import { Action } from '../../shared/http/envelope.interceptor';
import { CurrentSession, Permission } from '../auth/decorators';
import { Session } from '../auth/session';
import { BranchQueries } from './branch.queries';

/**
 * 门店/机构管理 (/store/list): the branches — the main one (总部) first, holding the warehouses and staff of no branch —
 * each with its warehouses and staff. Branch/Save, Update, Remove and PageQuery are the master-data routes of the kind.
 */
@Controller('api/Branch')
export class BranchListController {
  constructor(private readonly branches: BranchQueries) {}

  @Permission('7001', 'query')
  @Action('List')
  async list(@CurrentSession() s: Session) {
    const data = await this.branches.list(s.companyId);
    return { data };
  }
}
