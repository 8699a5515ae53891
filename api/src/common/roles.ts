import { CanActivate, ExecutionContext, Injectable, SetMetadata, applyDecorators, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';

export type Role = 'customer' | 'staff' | 'admin';
export const ROLES = ['customer', 'staff', 'admin'] as const;
const ROLES_KEY = 'roles';

/** Staff rights include everything a customer may do; admin includes staff. */
const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };
export const hasRole = (actual: Role, needed: Role): boolean => RANK[actual] >= RANK[needed];

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const needed = this.reflector.getAllAndOverride<Role | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!needed) return true;
    const user = context.switchToHttp().getRequest<{ user?: { role: Role } }>().user;
    return !!user && hasRole(user.role, needed);
  }
}

/**
 * A route for signed-in users holding at least `role`: 401 without a valid token, 403 with too little
 * rights (never for `customer`, which every account holds, so such routes do not list a 403).
 */
export const Roles = (role: Role) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, role),
    UseGuards(JwtAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...(role === 'customer' ? [] : [ApiForbiddenResponse({ description: 'Not allowed for this role' })]),
  );

/** Any signed-in user. */
export const SignedIn = () => Roles('customer');
