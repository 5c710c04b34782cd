import { applyDecorators } from '@nestjs/common';
import { CONVERSION_BREAKDOWNS, CONVERSION_TOUCHES, type AdminConversionRequest } from '@pitchlens/contracts';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';

/** The shape of a conversion funnel's `steps` (their meaning: conversion-params.ts); the contact list's cohort takes them too. */
export const IsStepList = () => applyDecorators(Matches(/^[a-z_]+(,[a-z_]+)*$/, { message: 'must be funnel steps separated by commas' }), MaxLength(200));
/** The shape of a conversion window, like 12h or 14d. */
export const IsConversionWindow = () => applyDecorators(Matches(/^[1-9]\d{0,3}[hd]$/, { message: 'must be hours or days, like 12h or 14d' }), MaxLength(5));

/** The conversion funnel's query: a report range, its steps, its window and a breakdown (their meaning: conversion-params.ts). */
export class ConversionRequestDto extends ReportRangeRequestDto implements AdminConversionRequest {
  @IsOptional() @IsStepList() steps?: string;
  @IsOptional() @IsConversionWindow() window?: string;
  @IsOptional() @IsIn(CONVERSION_BREAKDOWNS, { message: `must be one of: ${CONVERSION_BREAKDOWNS.join(', ')}` }) breakdown?: string;
  @IsOptional() @IsIn(CONVERSION_TOUCHES, { message: `must be one of: ${CONVERSION_TOUCHES.join(', ')}` }) touch?: string;
}
