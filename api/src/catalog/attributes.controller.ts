import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { CachedForShoppers } from '../catalog-cache/cached-for-shoppers.interceptor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, MAX_PAGE_SIZE, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { ATTRIBUTE_VALUE_SORTABLE, AttributesService } from './attributes.service';
import { CreateAttributeValueDto, UpdateAttributeValueDto } from './dto/attribute.dto';
import { AttributeValueView } from './views';

/** Attribute values (Red, Large…), each of one type. */
@ApiTags('catalog')
@Controller('api/attributes')
export class AttributesController {
  constructor(private readonly attributes: AttributesService) {}

  @Get()
  @CachedForShoppers()
  @ApiListQuery(ATTRIBUTE_VALUE_SORTABLE, 'q (value), type (type id or list), id (list)')
  @ApiQuery({ name: 'type', required: false, schema: { type: 'integer', minimum: 1 }, description: 'Only values of this attribute type id' })
  @ApiOkResponse({ type: [AttributeValueView] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AttributeValueView[]> {
    const list = parseListQuery<{ q?: unknown; id?: unknown; type?: unknown }>(query, ATTRIBUTE_VALUE_SORTABLE, MAX_PAGE_SIZE);
    if (query.type !== undefined) list.filter.type = query.type;
    const [rows, total] = await this.attributes.listValues(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: AttributeValueView })
  get(@Param('id', IdPipe) id: number): Promise<AttributeValueView> {
    return this.attributes.getValue(id);
  }

  @Post()
  @Roles('staff')
  @ApiCreatedResponse({ type: AttributeValueView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"value": ["Value is required"]}' })
  create(@Body() dto: CreateAttributeValueDto): Promise<AttributeValueView> {
    return this.attributes.createValue(dto);
  }

  @Patch(':id')
  @Roles('staff')
  @ApiOkResponse({ type: AttributeValueView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateAttributeValueDto): Promise<AttributeValueView> {
    return this.attributes.updateValue(id, dto);
  }

  @Put(':id')
  @Roles('staff')
  @ApiOkResponse({ type: AttributeValueView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  replace(@Param('id', IdPipe) id: number, @Body() dto: UpdateAttributeValueDto): Promise<AttributeValueView> {
    return this.attributes.updateValue(id, dto);
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: AttributeValueView, description: 'Deleted; answers the deleted record' })
  @ApiConflictResponse({ description: 'Variants use it: {"detail": "Red is used by 3 variants. Remove it from those variants first."}' })
  remove(@Param('id', IdPipe) id: number): Promise<AttributeValueView> {
    return this.attributes.removeValue(id);
  }
}
