import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import type { UserEntity } from '../users/user.entity';

/** The signed-in user; only on routes the session guard protects (not @Public()). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserEntity => context.switchToHttp().getRequest<Request>().user as UserEntity,
);
