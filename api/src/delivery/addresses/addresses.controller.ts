import { Body, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator';
import { IdPipe } from '../../common/ids';
import { setContentRange } from '../../common/list-query';
import { SignedIn } from '../../common/roles';
import { User } from '../../users/user.entity';
import { CreateAddressDto, UpdateAddressDto } from './address.dto';
import { AddressView } from './address.views';
import { AddressesService, MAX_ADDRESSES } from './addresses.service';

/** The signed-in customer's address book: checkout starts from the default, and "save this address" adds one. */
@ApiTags('addresses')
@Controller('api/addresses')
@SignedIn()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOkResponse({ type: [AddressView], description: `The default first, then the newest (at most ${MAX_ADDRESSES})` })
  async list(@CurrentUser() user: User, @Res({ passthrough: true }) res: Response): Promise<AddressView[]> {
    const addresses = await this.addresses.list(user.id);
    setContentRange(res, 0, addresses.length, addresses.length);
    return addresses;
  }

  @Get(':id')
  @ApiOkResponse({ type: AddressView })
  @ApiNotFoundResponse({ description: 'No such address of yours' })
  get(@CurrentUser() user: User, @Param('id', IdPipe) id: number): Promise<AddressView> {
    return this.addresses.get(user.id, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AddressView, description: 'The first address, or one sent with is_default: true, becomes the default' })
  @ApiBadRequestResponse({ description: `Field errors, e.g. {"county_code": ["Choose the county of this address from the list."]}; {"detail": "You can save at most ${MAX_ADDRESSES} addresses: delete one first."}` })
  create(@CurrentUser() user: User, @Body() dto: CreateAddressDto): Promise<AddressView> {
    return this.addresses.create(user.id, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: AddressView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such address of yours' })
  update(@CurrentUser() user: User, @Param('id', IdPipe) id: number, @Body() dto: UpdateAddressDto): Promise<AddressView> {
    return this.addresses.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AddressView, description: 'Answers the deleted address; if it was the default, the newest remaining one becomes it' })
  @ApiNotFoundResponse({ description: 'No such address of yours' })
  remove(@CurrentUser() user: User, @Param('id', IdPipe) id: number): Promise<AddressView> {
    return this.addresses.remove(user.id, id);
  }
}
