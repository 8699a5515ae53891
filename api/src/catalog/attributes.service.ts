import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ListQuery } from '../common/list-query';
import { AttributeType, AttributeValue } from './attribute.entities';
import { AttributeTypeDto, CreateAttributeValueDto, UpdateAttributeValueDto } from './dto/attribute.dto';
import { filterIds, idIn } from '../common/ids';
import { likePattern } from './product-filter';
import { AttributeTypeView, AttributeValueView } from './views';

export const ATTRIBUTE_TYPE_SORTABLE = ['id', 'name'] as const;
export const ATTRIBUTE_VALUE_SORTABLE = ['id', 'value', 'type'] as const;

/** Attribute types (Color, Size…) and their values (Red, Large…). */
@Injectable()
export class AttributesService {
  constructor(
    @InjectRepository(AttributeType) private readonly types: Repository<AttributeType>,
    @InjectRepository(AttributeValue) private readonly values: Repository<AttributeValue>,
  ) {}

  async listTypes(query: ListQuery<{ q?: unknown; id?: unknown }>): Promise<[AttributeTypeView[], number]> {
    const qb = this.types.createQueryBuilder('t');
    if (typeof query.filter.q === 'string' && query.filter.q.trim())
      qb.andWhere("LOWER(t.name) LIKE :q ESCAPE '\\'", { q: likePattern(query.filter.q.trim().toLowerCase()) });
    if (query.filter.id !== undefined) {
      const wanted = filterIds('filter.id', query.filter.id);
      qb.andWhere(idIn('t.id', 'wanted', wanted), { wanted });
    }
    const column = query.sort?.field === 'name' ? 't.name' : 't.id';
    qb.orderBy(column, query.sort?.order ?? 'ASC').addOrderBy('t.id', 'ASC').skip(query.offset).take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(typeView), total];
  }

  async getType(id: number): Promise<AttributeTypeView> {
    return typeView(await this.findType(id));
  }

  async createType(dto: AttributeTypeDto): Promise<AttributeTypeView> {
    await this.assertTypeNameFree(dto.name);
    const saved = await this.types.save(this.types.create({ name: dto.name }));
    // Server-rendered shop pages list the attributes (the filters): they change with them.
    markCatalogChanged();
    return typeView(saved);
  }

  async updateType(id: number, dto: AttributeTypeDto): Promise<AttributeTypeView> {
    const type = await this.findType(id);
    await this.assertTypeNameFree(dto.name, id);
    type.name = dto.name;
    const saved = await this.types.save(type);
    markCatalogChanged();
    return typeView(saved);
  }

  /** Its values go with it (foreign key cascade); refused while a variant uses any of them. */
  async removeType(id: number): Promise<AttributeTypeView> {
    const type = await this.findType(id);
    refuseWhileUsed(type.name, await this.variantsUsing({ typeId: id }), 'its values');
    await this.types.delete({ id });
    markCatalogChanged();
    return typeView(type);
  }

  async listValues(query: ListQuery<{ q?: unknown; id?: unknown; type?: unknown }>): Promise<[AttributeValueView[], number]> {
    const qb = this.values.createQueryBuilder('v').innerJoinAndSelect('v.type', 't');
    const { q, id, type } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere("LOWER(v.value) LIKE :q ESCAPE '\\'", { q: likePattern(q.trim().toLowerCase()) });
    if (id !== undefined) {
      const wanted = filterIds('filter.id', id);
      qb.andWhere(idIn('v.id', 'wanted', wanted), { wanted });
    }
    if (type !== undefined && type !== null && type !== '') {
      const typeIds = filterIds('type', type);
      qb.andWhere(idIn('v.typeId', 'typeIds', typeIds), { typeIds });
    }
    const field = query.sort?.field ?? 'id';
    const order = query.sort?.order ?? 'ASC';
    if (field === 'type') qb.orderBy('t.name', order).addOrderBy('v.value', 'ASC');
    else qb.orderBy(field === 'value' ? 'v.value' : 'v.id', order);
    qb.addOrderBy('v.id', 'ASC').skip(query.offset).take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(valueView), total];
  }

  async getValue(id: number): Promise<AttributeValueView> {
    return valueView(await this.findValue(id));
  }

  async createValue(dto: CreateAttributeValueDto): Promise<AttributeValueView> {
    const type = await this.types.findOneBy({ id: dto.type_id });
    if (!type) throw new BadRequestException({ type_id: ['This attribute type does not exist.'] });
    await this.assertValueFree(type.id, dto.value);
    const saved = await this.values.save(this.values.create({ typeId: type.id, value: dto.value }));
    markCatalogChanged();
    return valueView({ ...saved, type });
  }

  async updateValue(id: number, dto: UpdateAttributeValueDto): Promise<AttributeValueView> {
    const value = await this.findValue(id);
    if (dto.type_id !== undefined && dto.type_id !== value.typeId) {
      const type = await this.types.findOneBy({ id: dto.type_id });
      if (!type) throw new BadRequestException({ type_id: ['This attribute type does not exist.'] });
      value.typeId = type.id;
      value.type = type;
    }
    if (dto.value !== undefined) value.value = dto.value;
    await this.assertValueFree(value.typeId, value.value, id);
    await this.values.update({ id }, { typeId: value.typeId, value: value.value });
    markCatalogChanged();
    return valueView(value);
  }

  /** Refused while a variant uses it: deleting it would silently change what those variants are. */
  async removeValue(id: number): Promise<AttributeValueView> {
    const value = await this.findValue(id);
    refuseWhileUsed(value.value, await this.variantsUsing({ valueId: id }), 'it');
    await this.values.delete({ id });
    markCatalogChanged();
    return valueView(value);
  }

  /** Values by id with their types, for checking a product's variants. */
  findValues(valueIds: number[]): Promise<AttributeValue[]> {
    return valueIds.length ? this.values.find({ where: { id: In(valueIds) }, relations: { type: true } }) : Promise.resolve([]);
  }

  /** How many variants use the value, or any value of the type. */
  private async variantsUsing(of: { valueId: number } | { typeId: number }): Promise<number> {
    const qb = this.values.manager.createQueryBuilder().select('COUNT(DISTINCT link.variant_id)', 'variants').from('variant_attribute_values', 'link');
    if ('valueId' in of) qb.where('link.attribute_value_id = :valueId', of);
    else qb.innerJoin('attribute_values', 'v', 'v.id = link.attribute_value_id').where('v.type_id = :typeId', of);
    return Number((await qb.getRawOne<{ variants: number | string }>())?.variants ?? 0);
  }

  private async findType(id: number): Promise<AttributeType> {
    const type = await this.types.findOneBy({ id });
    if (!type) throw new NotFoundException({ detail: 'Attribute type not found.' });
    return type;
  }

  private async findValue(id: number): Promise<AttributeValue> {
    const value = await this.values.findOne({ where: { id }, relations: { type: true } });
    if (!value) throw new NotFoundException({ detail: 'Attribute value not found.' });
    return value;
  }

  private async assertTypeNameFree(name: string, exceptId?: number): Promise<void> {
    const qb = this.types.createQueryBuilder('t').where('LOWER(t.name) = LOWER(:name)', { name });
    if (exceptId) qb.andWhere('t.id != :exceptId', { exceptId });
    if (await qb.getExists()) throw new BadRequestException({ name: ['An attribute type with this name already exists.'] });
  }

  private async assertValueFree(typeId: number, value: string, exceptId?: number): Promise<void> {
    const qb = this.values.createQueryBuilder('v').where('v.typeId = :typeId AND LOWER(v.value) = LOWER(:value)', { typeId, value });
    if (exceptId) qb.andWhere('v.id != :exceptId', { exceptId });
    if (await qb.getExists()) throw new BadRequestException({ value: ['This type already has that value.'] });
  }
}

/** A 409 naming how many variants use what staff wanted to delete. */
function refuseWhileUsed(name: string, variants: number, what: string): void {
  if (variants === 0) return;
  const count = variants === 1 ? '1 variant' : `${variants} variants`;
  throw new ConflictException({ detail: `${name} is used by ${count}. Remove ${what} from those variants first.` });
}

export const typeView = (type: AttributeType): AttributeTypeView => ({ id: type.id, name: type.name });

export const valueView = (value: AttributeValue): AttributeValueView => ({
  id: value.id,
  value: value.value,
  type: typeView(value.type),
});
