import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Request } from 'express';
import { hasRole } from '../common/roles';
import { User } from '../users/user.entity';

/**
 * Public catalog reads: a valid token identifies the caller (staff then see inactive items too);
 * no token or an invalid one simply means a visitor.
 */
@Injectable()
export class OptionalAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser {
    return (user || undefined) as TUser;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.headers.authorization) return true;
    await super.canActivate(context);
    return true;
  }
}

export const isStaff = (user: User | undefined): boolean => !!user && hasRole(user.role, 'staff');
