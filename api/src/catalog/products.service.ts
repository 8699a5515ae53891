import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { InventoryService } from '../inventory/inventory.service';
import { readImage } from '../media/images';
import { FileStore } from '../media/file-store';
import { ImageWidthsService } from '../media/image-widths';
import { AttributeValue } from './attribute.entities';
import { AttributesService } from './attributes.service';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { PatchProductDto, ProductFormDto, VariantInput } from './dto/product.dto';
import { toCents } from './money';
import { lockProduct, refreshProductSummary } from './product-rows';
import { searchTextOf } from './product-summary';
import { Product, Variant, VariantImage } from './product.entities';
import { ProductReader } from './product-reader';
import { variantName } from './variants-json';
import { generateSku } from './sku';
import { ProductView } from './views';

const IMAGE_MAX_SIDE = 1200;
const VARIANT_FILES = /^variant_(.+)_images$/;

/** An uploaded file as multer hands it over. */
export interface UploadedPart {
  fieldname: string;
  buffer: Buffer;
}

/** A product form after its references were checked: the category and each variant's attribute values. */
interface CheckedForm {
  dto: ProductFormDto;
  category: Category;
  valuesOf: (variant: VariantInput) => AttributeValue[];
}

/** Images of one request, already checked, re-encoded and stored; removed again if the save fails. */
interface StoredImages {
  main?: string;
  byVariant: Map<string, string[]>;
  all: string[];
}

/** Creates, replaces and deletes products with their variants and images; stock and price moves go through InventoryService. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly attributes: AttributesService,
    private readonly categories: CategoriesService,
    private readonly files: FileStore,
    private readonly imageWidths: ImageWidthsService,
    private readonly reader: ProductReader,
  ) {}

  async create(dto: ProductFormDto, uploads: UploadedPart[], userId: number | null): Promise<ProductView> {
    const form = await this.check(dto);
    const images = await this.storeImages(uploads, dto.variants);
    const id = await this.saving(images, () =>
      this.inventory.transaction(async (manager) => {
        const { id } = await manager.save(
          manager.create(Product, {
            name: dto.name,
            description: dto.description ?? '',
            isActive: dto.is_active ?? true,
            mainImage: images.main ?? null,
            categoryId: form.category.id,
            searchText: searchTextOf(dto.name, form.category.name),
          }),
        );
        for (const [position, variant] of dto.variants.entries()) {
          await this.addVariant(manager, { id, name: dto.name }, form, variant, position, images, userId);
        }
        await refreshProductSummary(manager, id);
        return id;
      }),
    );
    return this.reader.getOne(id, true);
  }

  /**
   * Full update: listed saved variants are updated (a new price is logged as a price change; stock
   * is read-only here, it moves through the inventory route), new ones are created with an initial
   * log, saved variants left out are deleted. Existing images stay; new files are appended.
   */
  async replace(id: number, dto: ProductFormDto, uploads: UploadedPart[], userId: number): Promise<ProductView> {
    const product = await this.dataSource.getRepository(Product).findOne({ where: { id }, relations: { variants: { attributeValues: true, images: true } } });
    if (!product) throw new NotFoundException({ detail: 'Product not found.' });
    const form = await this.check(dto);
    const saved = new Map(product.variants.map((variant) => [variant.id, variant]));
    const savedOf = (variant: VariantInput) => (variant.id !== undefined && /^\d+$/.test(String(variant.id)) ? saved.get(Number(variant.id)) : undefined);
    const kept = new Set(dto.variants.map(savedOf).filter((variant): variant is Variant => !!variant).map((variant) => variant.id));
    const dropped = product.variants.filter((variant) => !kept.has(variant.id));
    const images = await this.storeImages(uploads, dto.variants);

    await this.saving(images, () =>
      this.inventory.transaction(async (manager) => {
        await lockProduct(manager, id);
        await manager.update(Product, { id }, {
          name: dto.name,
          description: dto.description ?? '',
          isActive: dto.is_active ?? true,
          categoryId: form.category.id,
          searchText: searchTextOf(dto.name, form.category.name),
          ...(images.main ? { mainImage: images.main } : {}),
        });
        if (dropped.length) await manager.delete(Variant, { id: In(dropped.map((variant) => variant.id)) });
        for (const [position, input] of dto.variants.entries()) {
          const variant = savedOf(input);
          if (!variant) {
            await this.addVariant(manager, { id, name: dto.name }, form, input, position, images, userId);
            continue;
          }
          await manager.update(Variant, { id: variant.id }, { isActive: input.is_active ?? true, position, ...(input.weight_grams !== undefined ? { weightGrams: input.weight_grams } : {}) });
          const wanted = form.valuesOf(input).map((value) => value.id);
          const current = variant.attributeValues.map((value) => value.id);
          await manager
            .createQueryBuilder()
            .relation(Variant, 'attributeValues')
            .of(variant.id)
            .addAndRemove(wanted.filter((valueId) => !current.includes(valueId)), current.filter((valueId) => !wanted.includes(valueId)));
          await this.addImages(manager, variant.id, images.byVariant.get(String(input.id)) ?? [], variant.images.length, variantName(dto.name, form.valuesOf(input)));
          await this.inventory.setPrice(manager, variant.id, toCents(input.price), { userId, comment: 'Price changed in the product editor' });
        }
        await refreshProductSummary(manager, id);
      }),
    );
    // Files of replaced or deleted things go only once the database no longer points at them.
    const orphans = [...(images.main && product.mainImage ? [product.mainImage] : []), ...dropped.flatMap((variant) => variant.images.map((image) => image.image))];
    await this.removeImages(orphans);
    return this.reader.getOne(id, true);
  }

  async patch(id: number, dto: PatchProductDto): Promise<ProductView> {
    const product = await this.dataSource.getRepository(Product).findOneBy({ id });
    if (!product) throw new NotFoundException({ detail: 'Product not found.' });
    let categoryName = product.categoryId ? (await this.categories.findById(product.categoryId))?.name ?? null : null;
    if (dto.category_id !== undefined) {
      const category = await this.categories.findById(dto.category_id);
      if (!category) throw new BadRequestException({ category_id: ['This category does not exist.'] });
      categoryName = category.name;
    }
    const name = dto.name ?? product.name;
    await this.dataSource.getRepository(Product).update(
      { id },
      {
        name,
        ...(dto.description !== undefined ? { description: dto.description } : {}),
        ...(dto.is_active !== undefined ? { isActive: dto.is_active } : {}),
        ...(dto.category_id !== undefined ? { categoryId: dto.category_id } : {}),
        searchText: searchTextOf(name, categoryName),
      },
    );
    markCatalogChanged();
    return this.reader.getOne(id, true);
  }

  /** One weight (grams per unit, or null) for every variant of the product, e.g. a product whose sizes weigh alike. */
  async setWeights(id: number, weightGrams: number | null): Promise<number> {
    return this.inventory.transaction(async (manager) => {
      if (!(await lockProduct(manager, id))) throw new NotFoundException({ detail: 'Product not found.' });
      const result = await manager.update(Variant, { productId: id }, { weightGrams });
      return result.affected ?? 0;
    });
  }

  /** Deletes the product with its variants, images and logs, then its files. */
  async remove(id: number): Promise<ProductView> {
    const view = await this.reader.getOne(id, true);
    await this.dataSource.getRepository(Product).delete({ id });
    markCatalogChanged();
    const urls = [view.main_image, ...view.variants.flatMap((variant) => variant.images.map((image) => image.image))].filter((url): url is string => !!url);
    await this.removeImages(urls);
    return view;
  }

  private async addVariant(
    manager: EntityManager,
    product: { id: number; name: string },
    form: CheckedForm,
    input: VariantInput,
    position: number,
    images: StoredImages,
    userId: number | null,
  ): Promise<void> {
    const values = form.valuesOf(input);
    const price = toCents(input.price);
    const stock = input.stock ?? 0;
    const variant = await manager.save(
      manager.create(Variant, { productId: product.id, sku: `new-${randomUUID()}`, price, stock, isActive: input.is_active ?? true, position, weightGrams: input.weight_grams ?? null }),
    );
    const sku = generateSku({ categoryName: form.category.name, productId: product.id, variantId: variant.id, values: values.map((value) => value.value) });
    await manager.update(Variant, { id: variant.id }, { sku });
    if (values.length) await manager.createQueryBuilder().relation(Variant, 'attributeValues').of(variant.id).add(values.map((value) => value.id));
    const files = input.id === undefined ? [] : images.byVariant.get(String(input.id)) ?? [];
    await this.addImages(manager, variant.id, files, 0, variantName(product.name, values));
    await this.inventory.recordInitial(manager, { id: variant.id, stock, price }, { userId });
  }

  private async addImages(manager: EntityManager, variantId: number, urls: string[], firstPosition: number, altText: string): Promise<void> {
    if (!urls.length) return;
    await manager.insert(
      VariantImage,
      urls.map((image, index) => ({ variantId, image, altText: altText.slice(0, 300), position: firstPosition + index })),
    );
  }

  /** Every reference must exist: a missing category, type or value is a field error, never a 500. */
  private async check(dto: ProductFormDto): Promise<CheckedForm> {
    const errors: Record<string, string[]> = {};
    const category = await this.categories.findById(dto.category_id);
    if (!category) errors.category_id = ['This category does not exist.'];
    const valueIds = dto.variants.flatMap((variant) => (variant.attributes ?? []).map((attribute) => attribute.value));
    const values = new Map((await this.attributes.findValues([...new Set(valueIds)])).map((value) => [value.id, value]));
    const seenIds = new Set<string>();
    dto.variants.forEach((variant, index) => {
      if (variant.id !== undefined) {
        if (typeof variant.id !== 'number' && typeof variant.id !== 'string') errors[`variants.${index}.id`] = ['Give a variant id or a temporary name.'];
        else if (seenIds.has(String(variant.id))) errors[`variants.${index}.id`] = ['Two variants have the same id.'];
        seenIds.add(String(variant.id));
      }
      const types = new Set<number>();
      for (const attribute of variant.attributes ?? []) {
        const value = values.get(attribute.value);
        const problem = !value
          ? `Attribute value ${attribute.value} does not exist.`
          : attribute.type !== undefined && attribute.type !== value.typeId
            ? `Attribute value ${attribute.value} is not of type ${attribute.type}.`
            : types.has(value.typeId)
              ? `Choose one ${value.type.name} per variant.`
              : null;
        if (problem) errors[`variants.${index}.attributes`] = [...(errors[`variants.${index}.attributes`] ?? []), problem];
        if (value) types.add(value.typeId);
      }
    });
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    return { dto, category: category!, valuesOf: (variant) => (variant.attributes ?? []).map((attribute) => values.get(attribute.value)!) };
  }

  /** Checks every file by its content, re-encodes it to WebP and stores it, before any row is written. */
  private async storeImages(uploads: UploadedPart[], variants: VariantInput[]): Promise<StoredImages> {
    const variantIds = new Set(variants.filter((variant) => variant.id !== undefined).map((variant) => String(variant.id)));
    const errors: Record<string, string[]> = {};
    for (const upload of uploads) {
      const match = VARIANT_FILES.exec(upload.fieldname);
      if (upload.fieldname === 'main_image') {
        if (uploads.filter((other) => other.fieldname === 'main_image').length > 1) errors.main_image = ['Send one main image.'];
      } else if (!match) errors[upload.fieldname] = ['Unexpected file: send main_image or variant_{id}_images.'];
      else if (!variantIds.has(match[1])) errors[upload.fieldname] = [`No variant with id "${match[1]}" in variants.`];
    }
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    // sharp works off the event loop on its own threads, so the files decode and encode side by side.
    const encoded = await Promise.all(uploads.map((upload) => readImage(upload.fieldname, upload.buffer, IMAGE_MAX_SIDE)));

    const stored: StoredImages = { byVariant: new Map(), all: [] };
    try {
      for (const [index, upload] of uploads.entries()) {
        // Known before it is written: a write that fails may still have landed, and is removed with the rest.
        const url = this.files.newUrl('products', 'webp');
        stored.all.push(url);
        await this.files.write(url, encoded[index]);
        const match = VARIANT_FILES.exec(upload.fieldname);
        if (!match) stored.main = url;
        else stored.byVariant.set(match[1], [...(stored.byVariant.get(match[1]) ?? []), url]);
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Runs the save; if it fails, the files stored for it are removed again, else their smaller widths are queued. */
  private async saving<T>(images: StoredImages, save: () => Promise<T>): Promise<T> {
    let saved: T;
    try {
      saved = await save();
    } catch (error) {
      await this.discard(images);
      throw error;
    }
    await this.imageWidths.request(images.all);
    return saved;
  }

  private discard(images: StoredImages): Promise<void> {
    return this.removeImages(images.all);
  }

  private async removeImages(urls: string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.imageWidths.remove(url)));
  }
}
