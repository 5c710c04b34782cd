import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { PeoplePaths } from './people-paths';

/** Any request to the admin API (an admin's, or a shared link's viewer's) keeps the paths up to date for a while: the conversion reports are a click away (PeoplePaths.inUse). */
@Injectable()
export class PathsInUseInterceptor implements NestInterceptor {
  constructor(@Inject(PeoplePaths) private readonly paths: PeoplePaths) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.paths.inUse();
    return next.handle();
  }
}
