import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Where a generated password is announced: the API's log. */
export interface PasswordAnnouncer {
  warn(message: string): void;
}

/**
 * The admin password, held only as a salted scrypt hash. Unset outside
 * production (the config refuses to load without it in production), a random
 * one is made at start and announced once, so a developer can log in.
 */
export class AdminPassword {
  private readonly salt = randomBytes(16);
  private readonly hash: Promise<Buffer>;

  constructor(configured: string | undefined, announcer: PasswordAnnouncer) {
    let password = configured;
    if (password === undefined) {
      password = randomBytes(18).toString('base64url');
      announcer.warn(`Admin password for this run: ${password}`);
    }
    this.hash = scryptAsync(password, this.salt);
  }

  /** Compares hashes in constant time, so the answer's timing says nothing about the password. */
  async verify(candidate: string): Promise<boolean> {
    const [expected, given] = await Promise.all([this.hash, scryptAsync(candidate, this.salt)]);
    return timingSafeEqual(expected, given);
  }
}
