import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { UsersService, verifiedAddressOf } from '../users/users.service';
import { AuthEvents } from './auth-events';

/**
 * ADMIN_EMAILS grants the admin role to an address only once its owner has proved it by opening
 * the verification link: otherwise whoever registers a listed address first (a typo'd list, an
 * address not yet claimed) would become an admin. Applied when the address is verified and at login.
 */
@Injectable()
export class ListedAdmins {
  constructor(
    private readonly users: UsersService,
    private readonly events: AuthEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async promoteIfVerified(user: UserEntity): Promise<UserEntity> {
    // The address must be proved by a link mailed to that very address (a reset or verification link
    // mailed elsewhere never marks it verified), so typing a listed address into the account gives nothing.
    const address = verifiedAddressOf(user);
    if (user.role === 'admin' || address === null || !this.config.adminEmails.includes(address)) return user;
    this.events.adminGranted(user.id, 'ADMIN_EMAILS');
    return this.users.update(user, { role: 'admin' });
  }
}
