import { Module } from '@nestjs/common';
import { HealthController } from './health.http.controller';

@Module({ controllers: [HealthController] })
export class HealthModule {}
