import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { IS_PUBLIC_KEY } from '../common/public.decorator';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

/** Global: every route needs a signed-in session unless it is marked @Public(). */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (req.isAuthenticated?.() && req.user) return true;
    // The current-user call reads `success` and `user` (docs/requirements.md, "API: GET /api/user"); the rest keeps the error shape.
    throw new UnauthorizedException({ success: false, user: null, message: NOT_AUTHENTICATED_MESSAGE });
  }
}
