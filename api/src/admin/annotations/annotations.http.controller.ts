import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { Annotation, AnnotationListResponse } from '@pitchlens/contracts';
import { Answers, AnswersNothing } from '../../docs/answers';
import { Context, type RequestContext } from '../../common/http/request-context';
import { AdminRoute } from '../auth/admin-route';
import { reportDays } from '../reports/report-range';
import { ReadsReplica } from '../reports/report-source.interceptor';
import { uuidParam } from '../validation/query-params';
import { AdminNotes } from './admin-notes';
import { AnnotationCreateRequestDto, AnnotationEditRequestDto, AnnotationRangeRequestDto } from './annotation-request.dto';
import { ListAnnotations } from './list-annotations';

/** The dashboard's annotations: listed by range; the admin's notes added, edited and removed (README "API"). */
@Controller('admin/annotations')
@AdminRoute()
export class AnnotationsController {
  constructor(
    private readonly notes: AdminNotes,
    private readonly annotations: ListAnnotations,
  ) {}

  @Get()
  @ReadsReplica('current')
  @Answers('AnnotationListResponse')
  list(@Query() query: AnnotationRangeRequestDto): Promise<AnnotationListResponse> {
    return this.annotations.list(reportDays(query));
  }

  /** 201 with the note; the list shows it once the worker has read it (about a second). */
  @Post()
  @Answers('Annotation')
  add(@Body() body: AnnotationCreateRequestDto, @Context() context: RequestContext): Promise<Annotation> {
    return this.notes.add(body, context.requestId);
  }

  /** 404 for an unknown, removed or automatic annotation; 409 when another edit came first. */
  @Patch(':id')
  @Answers('Annotation')
  edit(@Param('id') id: string, @Body() body: AnnotationEditRequestDto, @Context() context: RequestContext): Promise<Annotation> {
    return this.notes.edit(uuidParam(id), body, context.requestId);
  }

  @Delete(':id')
  @HttpCode(204)
  @AnswersNothing()
  remove(@Param('id') id: string, @Context() context: RequestContext): Promise<void> {
    return this.notes.remove(uuidParam(id), context.requestId);
  }
}
