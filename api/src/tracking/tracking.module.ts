import { Module } from '@nestjs/common';
import { TrackContactHandler } from './commands/track-contact/track-contact.handler';
import { TrackContactController } from './commands/track-contact/track-contact.http.controller';
import { TrackDownloadHandler } from './commands/track-download/track-download.handler';
import { TrackDownloadController } from './commands/track-download/track-download.http.controller';
import { TrackFunnelStepHandler } from './commands/track-funnel-step/track-funnel-step.handler';
import { TrackFunnelStepController } from './commands/track-funnel-step/track-funnel-step.http.controller';
import { TrackPageViewHandler } from './commands/track-page-view/track-page-view.handler';
import { TrackPageViewController } from './commands/track-page-view/track-page-view.http.controller';

const httpControllers = [TrackPageViewController, TrackFunnelStepController, TrackContactController, TrackDownloadController];
const commandHandlers = [TrackPageViewHandler, TrackFunnelStepHandler, TrackContactHandler, TrackDownloadHandler];

@Module({ controllers: httpControllers, providers: commandHandlers })
export class TrackingModule {}
