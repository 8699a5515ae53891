import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { UserView } from './user.view';
import { UsersService } from './users.service';

const SORTABLE = ['id', 'username', 'email', 'date_joined', 'role'] as const;

/** Staff read accounts (the console's Users and Customers screens). */
@ApiTags('users')
@Controller('api/users')
@Roles('staff')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiListQuery(SORTABLE, 'q (username, email or name), role')
  @ApiOkResponse({ type: [UserView] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<UserView[]> {
    const list = parseListQuery<{ q?: string; role?: 'customer' | 'staff' | 'admin' }>(query, SORTABLE);
    const [users, total] = await this.users.list(list);
    setContentRange(res, list.offset, users.length, total);
    return users.map(UserView.of);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserView })
  async get(@Param('id', IdPipe) id: number): Promise<UserView> {
    return UserView.of(await this.users.getById(id));
  }
}
