import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { CachedForShoppers } from '../catalog-cache/cached-for-shoppers.interceptor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, MAX_PAGE_SIZE, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { ATTRIBUTE_TYPE_SORTABLE, AttributesService } from './attributes.service';
import { AttributeTypeDto } from './dto/attribute.dto';
import { AttributeTypeView } from './views';

@ApiTags('catalog')
@Controller('api/attribute-types')
export class AttributeTypesController {
  constructor(private readonly attributes: AttributesService) {}

  @Get()
  @CachedForShoppers()
  @ApiListQuery(ATTRIBUTE_TYPE_SORTABLE, 'q (name), id (list)')
  @ApiOkResponse({ type: [AttributeTypeView] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AttributeTypeView[]> {
    const list = parseListQuery<{ q?: unknown; id?: unknown }>(query, ATTRIBUTE_TYPE_SORTABLE, MAX_PAGE_SIZE);
    const [rows, total] = await this.attributes.listTypes(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: AttributeTypeView })
  get(@Param('id', IdPipe) id: number): Promise<AttributeTypeView> {
    return this.attributes.getType(id);
  }

  @Post()
  @Roles('staff')
  @ApiCreatedResponse({ type: AttributeTypeView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"name": ["Type name is required"]}' })
  create(@Body() dto: AttributeTypeDto): Promise<AttributeTypeView> {
    return this.attributes.createType(dto);
  }

  @Put(':id')
  @Roles('staff')
  @ApiOkResponse({ type: AttributeTypeView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  update(@Param('id', IdPipe) id: number, @Body() dto: AttributeTypeDto): Promise<AttributeTypeView> {
    return this.attributes.updateType(id, dto);
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: AttributeTypeView, description: 'Deleted together with its values; answers the deleted record' })
  @ApiConflictResponse({ description: 'Variants use its values: {"detail": "Color is used by 5 variants. Remove its values from those variants first."}' })
  remove(@Param('id', IdPipe) id: number): Promise<AttributeTypeView> {
    return this.attributes.removeType(id);
  }
}
