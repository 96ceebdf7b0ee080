import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { countParked } from '@jxc/projections';
import { Public } from '../identity';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  /**
   * 200 once the database answers, with the number of events projections have set aside (an operator's signal,
   * not a reason to take the process out of service); 503 otherwise. Not wrapped in the envelope: it is for load
   * balancers and monitoring.
   */
  @Get()
  async health(@Res() res: Response) {
    try {
      res.status(200).json({ status: 'ok', parkedEvents: await countParked(this.db) });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  }
}
