import { Module } from '@nestjs/common';
import { HealthController } from './health.http.controller';
import { ProbesController } from './probes.http.controller';

/** The combined health check (kept for existing monitors) and separate liveness and readiness probes. */
@Module({ controllers: [HealthController, ProbesController] })
export class HealthModule {}
