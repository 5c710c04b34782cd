import { Controller, Get } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { ERASURE_DEADLINE_DAYS, type PrivacyPolicyFigures } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';

/** The figures the privacy policy page states, from the settings that enforce them. */
@Controller('privacy')
export class GetPrivacyPolicyController {
  constructor(private readonly config: ApiConfig) {}

  @Get('policy')
  @Answers('PrivacyPolicyFigures')
  policy(): PrivacyPolicyFigures {
    return { rawMetadataRetentionDays: this.config.RAW_METADATA_RETENTION_DAYS, erasureDays: ERASURE_DEADLINE_DAYS };
  }
}
