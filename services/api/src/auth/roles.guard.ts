import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@sahha/contracts';
import type { Request } from 'express';

import { ROLES_KEY } from '../common/roles.decorator';
import type { UserEntity } from '../users/user.entity';

/** Runs after SessionAuthGuard, so a user is present whenever roles are required. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException('You do not have access to this resource');
  }
}
