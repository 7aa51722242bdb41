import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A module that stores rows belonging to a user plugs them into the account export and the account
 * deletion (docs/requirements.md, "API: DELETE /api/account") by registering here, typically in its `onModuleInit`.
 */
export interface AccountDataContributor {
  /** Key of this module's rows in `GET /api/account/export`. */
  readonly key: string;
  export(userId: number): Promise<unknown>;
  /** Runs inside the deletion transaction, before the user row itself is deleted. */
  delete(userId: number, manager: EntityManager): Promise<void>;
}

@Injectable()
export class AccountDataRegistry {
  private readonly contributors = new Map<string, AccountDataContributor>();

  register(contributor: AccountDataContributor): void {
    if (contributor.key === 'user' || this.contributors.has(contributor.key)) {
      throw new Error(`Account data key "${contributor.key}" is already taken`);
    }
    this.contributors.set(contributor.key, contributor);
  }

  all(): AccountDataContributor[] {
    return [...this.contributors.values()];
  }
}
