import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Settings every Pitchlens process reads. Defaults suit a developer machine. */
export class BaseConfig {
  @IsIn(['development', 'test', 'production'], { message: 'must be development, test or production' })
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'must be a postgres:// URL that names a database' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/pitchlens';

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
}

/** Settings of the API process. */
export class ApiConfig extends BaseConfig {
  @IsInt({ message: 'must be a whole number' })
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Key for hashing client addresses; without it in production a visitor could be re-identified from a leaked log. */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.IP_HASH_SECRET !== undefined)
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters (required in production)' })
  IP_HASH_SECRET?: string;

  /** Requests per minute one client address may make to the public write endpoints. */
  @IsInt({ message: 'must be a whole number' })
  @Min(1)
  RATE_LIMIT_PER_MINUTE: number = 600;

  /** Set when a load balancer in front sets X-Forwarded-For. */
  // Read the raw text: implicit conversion would turn any non-empty string into true.
  @Transform(({ obj, key }) => {
    const raw: unknown = (obj as Record<string, unknown>)[key];
    return raw === 'true' || raw === true ? true : raw === 'false' || raw === false ? false : raw;
  })
  @IsIn([true, false], { message: 'must be true or false' })
  TRUST_PROXY: boolean = false;
}
