import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ListQuery } from '../common/list-query';
import { inTransaction } from '../inventory/transaction';
import { Category } from './category.entity';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { filterIds, idIn } from '../common/ids';
import { likePattern } from './product-filter';
import { Product } from './product.entities';
import { CategoryView } from './views';

export const CATEGORY_SORTABLE = ['id', 'name', 'is_active'] as const;

export interface CategoryFilter {
  q?: unknown;
  is_active?: unknown;
  id?: unknown;
}

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
  ) {}

  async list(query: ListQuery<CategoryFilter>, staff: boolean): Promise<[CategoryView[], number]> {
    const qb = this.categories.createQueryBuilder('c');
    const { q, is_active, id } = query.filter;
    if (!staff) qb.andWhere('c.isActive = :yes', { yes: true });
    else if (is_active === true || is_active === false || is_active === 'true' || is_active === 'false')
      qb.andWhere('c.isActive = :active', { active: is_active === true || is_active === 'true' });
    if (typeof q === 'string' && q.trim()) qb.andWhere("LOWER(c.name) LIKE :q ESCAPE '\\'", { q: likePattern(q.trim().toLowerCase()) });
    if (id !== undefined) {
      const ids = filterIds('filter.id', id);
      qb.andWhere(idIn('c.id', 'ids', ids), { ids });
    }
    const column = { id: 'c.id', name: 'c.name', is_active: 'c.isActive' }[query.sort?.field ?? 'id'] ?? 'c.id';
    qb.orderBy(column, query.sort?.order ?? 'ASC').addOrderBy('c.id', 'ASC').skip(query.offset).take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(categoryView), total];
  }

  async get(id: number, staff: boolean): Promise<CategoryView> {
    const category = await this.categories.findOneBy({ id });
    if (!category || (!staff && !category.isActive)) throw new NotFoundException({ detail: 'Category not found.' });
    return categoryView(category);
  }

  async create(dto: CreateCategoryDto): Promise<CategoryView> {
    await this.assertNameFree(dto.name);
    const category = await this.categories.save(
      this.categories.create({ name: dto.name, description: dto.description ?? '', isActive: dto.is_active ?? true }),
    );
    // Server-rendered pages list the categories (menu, home, shop filters): they change with them.
    markCatalogChanged();
    return categoryView(category);
  }

  async update(id: number, dto: UpdateCategoryDto): Promise<CategoryView> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw new NotFoundException({ detail: 'Category not found.' });
    const renamed = dto.name !== undefined && dto.name !== category.name;
    if (renamed) await this.assertNameFree(dto.name!, id);
    if (dto.name !== undefined) category.name = dto.name;
    if (dto.description !== undefined) category.description = dto.description;
    if (dto.is_active !== undefined) category.isActive = dto.is_active;
    await inTransaction(this.categories.manager.connection, async (manager) => {
      markCatalogChanged(manager);
      await manager.save(category);
      // Free-text search matches the category name too, so its products' search text follows a rename.
      if (renamed) {
        await manager
          .createQueryBuilder()
          .update(Product)
          .set({ searchText: () => "SUBSTR(LOWER(name) || ' ' || :categoryName, 1, 320)" })
          .where('category_id = :id', { id })
          .setParameter('categoryName', category.name.toLowerCase())
          .execute();
      }
    });
    return categoryView(category);
  }

  /**
   * Refused while any product (active or not) is in it: deleting it would take them out of the shop
   * while the console still shows them active. Staff deactivate it instead, or move its products first.
   */
  async remove(id: number): Promise<CategoryView> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw new NotFoundException({ detail: 'Category not found.' });
    await inTransaction(this.categories.manager.connection, async (manager) => {
      const products = await manager.countBy(Product, { categoryId: id });
      if (products > 0) {
        const count = products === 1 ? '1 product' : `${products} products`;
        throw new ConflictException({ detail: `${category.name} has ${count}. Deactivate the category instead, or move its products to another category first.` });
      }
      markCatalogChanged(manager);
      await manager.delete(Category, { id });
    });
    return categoryView(category);
  }

  async findById(id: number): Promise<Category | null> {
    return this.categories.findOneBy({ id });
  }

  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    const qb = this.categories.createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name });
    if (exceptId) qb.andWhere('c.id != :exceptId', { exceptId });
    if (await qb.getExists()) throw new BadRequestException({ name: ['A category with this name already exists.'] });
  }
}

export const categoryView = (category: Category): CategoryView => ({
  id: category.id,
  name: category.name,
  description: category.description,
  is_active: category.isActive,
});
