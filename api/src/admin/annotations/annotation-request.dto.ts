import { ANNOTATION_TEXT_MAX, type AnnotationCreateRequest, type AnnotationEditRequest, type AdminReportRange } from '@pitchlens/contracts';
import { applyDecorators } from '@nestjs/common';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsDateOrTimestamp } from '../validation/query-params';

const IsReportDay = () =>
  applyDecorators(
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date (YYYY-MM-DD)' }),
    IsISO8601({ strict: true }, { message: 'must be a real date' }),
    MaxLength(10),
  );

const IsNoteText = () =>
  applyDecorators(
    IsString({ message: 'must be text' }),
    Matches(/\S/, { message: 'must not be blank' }),
    MaxLength(ANNOTATION_TEXT_MAX, { message: `must be at most ${ANNOTATION_TEXT_MAX} characters` }),
  );

/** GET /api/admin/annotations: the report range rules (README "What the numbers mean" → When). */
export class AnnotationRangeRequestDto implements AdminReportRange {
  @IsOptional() @IsDateOrTimestamp() from?: string;
  @IsOptional() @IsDateOrTimestamp() to?: string;
}

export class AnnotationCreateRequestDto implements AnnotationCreateRequest {
  @IsNotEmpty({ message: 'is required' }) @IsReportDay() day!: string;
  @IsNotEmpty({ message: 'is required' }) @IsNoteText() text!: string;
}

/** Either or both; neither is a 400 naming `text` (AdminNotes.edit). */
export class AnnotationEditRequestDto implements AnnotationEditRequest {
  @IsOptional() @IsReportDay() day?: string;
  @IsOptional() @IsNoteText() text?: string;
}
