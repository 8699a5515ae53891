import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { CachedForShoppers } from '../catalog-cache/cached-for-shoppers.interceptor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiListQuery, MAX_PAGE_SIZE, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { User } from '../users/user.entity';
import { CATEGORY_SORTABLE, CategoriesService, CategoryFilter } from './categories.service';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { isStaff, OptionalAuthGuard } from '../auth/optional-auth.guard';
import { CategoryView } from './views';

/** Shoppers see the active categories (kept in the catalog cache: every page's header reads them); staff see and manage all of them. */
@ApiTags('catalog')
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  @CachedForShoppers()
  @ApiListQuery(CATEGORY_SORTABLE, 'q (name), is_active (staff), id (list)')
  @ApiOkResponse({ type: [CategoryView] })
  async list(@Query() query: Record<string, unknown>, @CurrentUser() user: User | undefined, @Res({ passthrough: true }) res: Response): Promise<CategoryView[]> {
    const list = parseListQuery<CategoryFilter>(query, CATEGORY_SORTABLE, MAX_PAGE_SIZE);
    const [rows, total] = await this.categories.list(list, isStaff(user));
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @UseGuards(OptionalAuthGuard)
  @CachedForShoppers()
  @ApiOkResponse({ type: CategoryView })
  @ApiNotFoundResponse({ description: 'No such category (or inactive, for shoppers)' })
  get(@Param('id', IdPipe) id: number, @CurrentUser() user: User | undefined): Promise<CategoryView> {
    return this.categories.get(id, isStaff(user));
  }

  @Post()
  @Roles('staff')
  @ApiCreatedResponse({ type: CategoryView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"name": ["A category with this name already exists."]}' })
  create(@Body() dto: CreateCategoryDto): Promise<CategoryView> {
    return this.categories.create(dto);
  }

  @Put(':id')
  @Roles('staff')
  @ApiOkResponse({ type: CategoryView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  replace(@Param('id', IdPipe) id: number, @Body() dto: UpdateCategoryDto): Promise<CategoryView> {
    return this.categories.update(id, dto);
  }

  @Patch(':id')
  @Roles('staff')
  @ApiOkResponse({ type: CategoryView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateCategoryDto): Promise<CategoryView> {
    return this.categories.update(id, dto);
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: CategoryView, description: 'Deleted; answers the deleted record' })
  @ApiConflictResponse({ description: 'Products are in it: {"detail": "Bags has 3 products. Deactivate the category instead, or move its products to another category first."}' })
  remove(@Param('id', IdPipe) id: number): Promise<CategoryView> {
    return this.categories.remove(id);
  }
}
