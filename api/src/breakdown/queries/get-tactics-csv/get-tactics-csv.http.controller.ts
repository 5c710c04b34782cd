import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { AnswersMedia } from '../../../docs/answers';

/** 170 timestamped rows: the tactics of a 167-minute pitch, the download page's lead magnet. */
export const TACTICS_CSV_FILE = join(__dirname, '../../../../assets/pitch-breakdown-tactics.csv');

@Controller('download')
export class GetTacticsCsvController {
  private readonly file = readFileSync(TACTICS_CSV_FILE);

  @Get('tactics-csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="pitchlens-pitch-breakdown-tactics.csv"')
  @Header('Cache-Control', 'public, max-age=3600')
  @AnswersMedia('text/csv')
  download(): Buffer {
    return this.file;
  }
}
