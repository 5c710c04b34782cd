import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { sharedAnswerOf, sharedViewers } from './shared-viewers';

/** Trims the answer of a request a share link let through to what its route shows shared viewers. */
@Injectable()
export class SharedViewInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const trim = sharedViewers.has(request) ? sharedAnswerOf(request) : undefined;
    return trim ? next.handle().pipe(map(trim)) : next.handle();
  }
}
