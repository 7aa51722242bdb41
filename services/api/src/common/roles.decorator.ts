import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '@sahha/contracts';

export const ROLES_KEY = 'roles';

/** Restricts a signed-in route to these roles (anonymous: 401 from the auth guard, others: 403). */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
