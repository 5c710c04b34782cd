import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { PeoplePaths } from './people-paths';

/** Any admin request keeps the paths up to date for a while: the conversion reports are a click away (PeoplePaths.inUse). */
@Injectable()
export class PathsInUseInterceptor implements NestInterceptor {
  constructor(@Inject(PeoplePaths) private readonly paths: PeoplePaths) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.paths.inUse();
    return next.handle();
  }
}
