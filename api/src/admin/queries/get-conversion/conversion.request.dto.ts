import type { AdminConversionRequest } from '@pitchlens/contracts';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { ReportRangeRequestDto } from '../../reports/report-range.request.dto';

/** The conversion funnel's query: a report range, its steps and its window (their meaning: conversion-params.ts). */
export class ConversionRequestDto extends ReportRangeRequestDto implements AdminConversionRequest {
  @IsOptional() @Matches(/^[a-z_]+(,[a-z_]+)*$/, { message: 'must be funnel steps separated by commas' }) @MaxLength(200) steps?: string;
  @IsOptional() @Matches(/^[1-9]\d{0,3}[hd]$/, { message: 'must be hours or days, like 12h or 14d' }) @MaxLength(5) window?: string;
}
