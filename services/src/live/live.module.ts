import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { LiveGateway } from './live.gateway';

@Module({ imports: [IdentityModule], providers: [LiveGateway], exports: [LiveGateway] })
export class LiveModule {}
