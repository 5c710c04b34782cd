import { applyDecorators, UseGuards, UseInterceptors } from '@nestjs/common';
import { PathsInUseInterceptor } from '../reports/people-paths/paths-in-use.interceptor';
import { ReportSourceInterceptor } from '../reports/report-source.interceptor';
import { SharedViewInterceptor } from '../share-links/shared-view.interceptor';
import { AdminSessionGuard } from './admin-session.guard';

/**
 * A controller behind the admin session. Its answers are read from one server
 * (the replica where ReadsReplica allows it), follow that server's report
 * time zone and are trimmed for a share link's viewer, and an admin about
 * keeps the conversion paths up to date (PathsInUseInterceptor); the interceptors are bound
 * here rather than globally because Nest wraps every interceptor of every
 * request in an AsyncResource, and as global ones they cost each tracking
 * call about a tenth of the API's time for nothing.
 */
export const AdminRoute = () => applyDecorators(UseGuards(AdminSessionGuard), UseInterceptors(ReportSourceInterceptor, SharedViewInterceptor, PathsInUseInterceptor));
