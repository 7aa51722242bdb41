import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

// The package ships Algorithm as an ambient const enum, which isolatedModules cannot inline.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1): 16-45 ms per hash on the target machines. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as "wrong password", never as a 500.
      return false;
    }
  }
}
