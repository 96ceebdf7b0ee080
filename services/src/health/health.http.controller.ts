import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { countParked, ProjectionRunner } from '@jxc/projections';
import { Public } from '../identity';
import { APP_CONFIG } from '../shared/persistence/tokens';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 once the database answers, with the number of events projections have set aside (an operator's signal,
   * not a reason to take the process out of service), the process's ROLE and whether it runs the read models now
   * (`leading`), stands by to (`standby`) or never does (`off`, ROLE=api); 503 otherwise. Not wrapped in the envelope: it is for load
   * balancers and monitoring.
   */
  @Get()
  async health(@Res() res: Response) {
    try {
      const projections = this.config.role === 'api' ? 'off' : this.runner.isLeader ? 'leading' : 'standby';
      res.status(200).json({ status: 'ok', parkedEvents: await countParked(this.db), role: this.config.role, projections });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  }
}
