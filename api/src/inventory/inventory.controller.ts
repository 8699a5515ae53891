import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { User } from '../users/user.entity';
import { UpdateVariantStockDto } from './dto/update-variant-stock.dto';
import { INVENTORY_FILTER_KEYS, parseInventoryFilter } from './inventory-filter';
import { INVENTORY_PAGE_SIZE, INVENTORY_SORTABLE, InventoryReader, LOW_STOCK_SORTABLE } from './inventory-reader';
import { InventoryService } from './inventory.service';
import { InventoryProductView, InventoryStatsView, InventoryVariantView, LowStockVariantView } from './inventory.views';

/** Staff inventory dashboard: every variant's price, stock and latest movements, a page of products at a time. */
@ApiTags('inventory')
@Controller('api/inventory')
@Roles('staff')
export class InventoryController {
  constructor(
    private readonly inventory: InventoryService,
    private readonly reader: InventoryReader,
  ) {}

  @Get('dashboard')
  @ApiListQuery(INVENTORY_SORTABLE, INVENTORY_FILTER_KEYS)
  @ApiOkResponse({ type: [InventoryProductView], description: `A page of products (default ${INVENTORY_PAGE_SIZE}, newest first) with Content-Range` })
  async dashboard(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<InventoryProductView[]> {
    const list = parseListQuery(query, INVENTORY_SORTABLE, INVENTORY_PAGE_SIZE);
    const [rows, total] = await this.reader.page(list, parseInventoryFilter(list.filter));
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  /** Declared before any `:id` route so `stats` is never read as an id. */
  @Get('stats')
  @ApiQuery({ name: 'filter', required: false, type: String, description: `JSON object, as for the dashboard; keys: ${INVENTORY_FILTER_KEYS}` })
  @ApiOkResponse({ type: InventoryStatsView, description: 'Counts over every product matching the filter, variants per inventory stock band' })
  @ApiBadRequestResponse({ description: 'Bad filter, e.g. {"filter.stock": ["Must be one of: in, low, out."]}' })
  stats(@Query() query: Record<string, unknown>): Promise<InventoryStatsView> {
    const { filter } = parseListQuery(query, INVENTORY_SORTABLE);
    return this.reader.stats(parseInventoryFilter(filter));
  }

  @Get('low-stock')
  @ApiListQuery(LOW_STOCK_SORTABLE, 'none')
  @ApiOkResponse({ type: [LowStockVariantView], description: 'Active variants whose stock is below their own threshold, lowest stock first, with Content-Range' })
  async lowStock(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<LowStockVariantView[]> {
    const list = parseListQuery(query, LOW_STOCK_SORTABLE);
    const [rows, total] = await this.reader.lowStock(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Patch('variant/:id/update')
  @ApiOkResponse({ type: InventoryVariantView, description: 'The variant with its latest logs' })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"stock": ["Stock cannot be negative."]}' })
  @ApiNotFoundResponse({ description: 'No such variant' })
  @ApiConflictResponse({ description: 'The stock changed meanwhile: {"detail": "The stock changed meanwhile; reload and try again."}' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateVariantStockDto, @CurrentUser() user: User): Promise<InventoryVariantView> {
    return this.inventory.updateVariant(id, dto, user.id);
  }
}
