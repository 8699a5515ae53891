import { Body, Controller, Get, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../common/roles';
import { User } from '../users/user.entity';
import { UpdateVariantStockDto } from './dto/update-variant-stock.dto';
import { InventoryService } from './inventory.service';
import { InventoryProductView, InventoryVariantView } from './inventory.views';

/** Staff inventory dashboard: every variant's price, stock and latest movements. */
@ApiTags('inventory')
@Controller('api/inventory')
@Roles('staff')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get('dashboard')
  @ApiOkResponse({ type: [InventoryProductView] })
  dashboard(): Promise<InventoryProductView[]> {
    return this.inventory.dashboard();
  }

  @Patch('variant/:id/update')
  @ApiOkResponse({ type: InventoryVariantView, description: 'The variant with its latest logs' })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"stock": ["Stock cannot be negative."]}' })
  @ApiNotFoundResponse({ description: 'No such variant' })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateVariantStockDto, @CurrentUser() user: User): Promise<InventoryVariantView> {
    return this.inventory.updateVariant(id, dto, user.id);
  }
}
