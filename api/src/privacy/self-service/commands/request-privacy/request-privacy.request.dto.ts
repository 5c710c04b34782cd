import type { PrivacyRequest, PrivacyRequestKind } from '@pitchlens/contracts';
import { IsIn, IsNotEmpty } from 'class-validator';
import { IsEmailAddress } from '../../../../common/validation/validators';

export class RequestPrivacyRequestDto implements PrivacyRequest {
  @IsNotEmpty({ message: 'is required' }) @IsEmailAddress() email!: string;

  @IsIn(['export', 'erase'] satisfies PrivacyRequestKind[], { message: 'must be export or erase' }) kind!: PrivacyRequestKind;
}
