import type { AdminLoginRequest } from '@pitchlens/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class LogInRequestDto implements AdminLoginRequest {
  @IsString({ message: 'must be a string' })
  @MinLength(1, { message: 'is required' })
  @MaxLength(1024)
  password!: string;
}
