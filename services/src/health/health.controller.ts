import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Pool } from 'pg';
import { Public } from '../identity/auth/decorators';
import { PG_POOL } from '../shared/persistence/tokens';

@Public()
@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** 200 once the database answers; 503 otherwise. Not wrapped in the envelope: it is for load balancers. */
  @Get()
  async health(@Res() res: Response) {
    try {
      await this.pool.query('select 1');
      res.status(200).json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  }
}
