import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Request } from 'express';
import { User } from '../users/user.entity';

/** The signed-in user, set by the JWT guard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<Request & { user: User }>().user;
});
