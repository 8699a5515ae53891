import type { operations, Product, Variant, VariantImage, VariantInput } from '@shop/api-client';
import { isWholeKsh } from './money';

/** A file picked in an ImageInput (react-admin keeps the File as rawFile and a blob URL as src). */
export interface PickedImage {
  rawFile?: File;
  src: string;
  title?: string;
}

/** One variant as the add/edit product form holds it (prices and stock as typed, maybe text). */
export type VariantDraft = {
  /** The saved variant's id, or a temporary `new-n` that names the new variant's files. */
  id: NonNullable<VariantInput['id']>;
  /** Null until the server assigns one to a new variant. */
  sku: Variant['sku'] | null;
  price: number | string | null;
  stock: number | string | null;
  /** Grams, as typed; empty when not known (the quote counts it as 0 and the console flags it). */
  weight_grams: number | string | null;
  is_active: boolean;
  /** Chosen value id per attribute type, keyed `type_{typeId}` (numeric keys would make an array). */
  attribute_values: Record<string, number | string | null>;
  /** Images already saved on the variant (shown, not removable). */
  images: VariantImage[];
  /** Newly picked files, removable until submitted. */
  new_images: PickedImage[];
};

export type ProductDraft = {
  name: string;
  category_id: number | string | null;
  description: string;
  is_active: boolean;
  main_image: PickedImage | null;
  variants: VariantDraft[];
};

/**
 * react-admin's Form and data provider hand the product form's values on as a plain record (they
 * are not generic in them); those values are the ProductDraft the form started from, edited.
 */
export const asProductDraft = (values: Record<string, unknown>): ProductDraft => values as ProductDraft;

export type ProductFormMode = 'create' | 'edit';

export const MISSING_BASICS = 'Please fill product name, category, and main image';
export const NO_VARIANTS = 'Please add at least one variant';
export const BAD_VARIANT = 'Variant price must be > 0 and stock >= 0';
export const CENTS_PRICE = 'Variant price must be whole KSh (no cents)';

export const typeKey = (typeId: number | string) => `type_${typeId}`;
const typeIdOf = (key: string) => Number(key.slice('type_'.length));

export const isNewVariantId = (id: VariantDraft['id']) => typeof id === 'string' && id.startsWith('new-');

/** The next temporary id (`new-1`, `new-2`, …) not used by any variant of the form. */
export const nextNewVariantId = (variants: Pick<VariantDraft, 'id'>[]): string => {
  const used = variants
    .filter(variant => isNewVariantId(variant.id))
    .map(variant => Number(String(variant.id).slice(4)) || 0);
  return `new-${Math.max(0, ...used) + 1}`;
};

export const emptyVariant = (variants: Pick<VariantDraft, 'id'>[]): VariantDraft => ({
  id: nextNewVariantId(variants),
  sku: null,
  price: '',
  stock: 0,
  weight_grams: null,
  is_active: true,
  attribute_values: {},
  images: [],
  new_images: [],
});

const chosenValues = (attributeValues: VariantDraft['attribute_values']) =>
  Object.entries(attributeValues ?? {}).filter(
    (entry): entry is [string, number | string] => entry[1] !== null && entry[1] !== '' && entry[1] !== undefined,
  );

/** A variant's weight in grams (issue 30); null when nobody weighed it. */
export const weightOf = (variant: Pick<Variant, 'weight_grams'>): number | null => variant.weight_grams ?? null;

/** A typed weight as the API takes it: whole grams, or null for none. */
const gramsOf = (typed: VariantDraft['weight_grams']): number | null =>
  typed === null || typed === undefined || typed === '' || !Number.isFinite(Number(typed)) ? null : Math.round(Number(typed));

/** The form's starting values for a saved product. */
export const draftFromProduct = (product: Product): ProductDraft => ({
  name: product.name,
  category_id: product.category?.id ?? null,
  description: product.description ?? '',
  is_active: product.is_active,
  main_image: product.main_image ? { src: product.main_image, title: product.name } : null,
  variants: product.variants.map(variant => ({
    id: variant.id,
    sku: variant.sku,
    price: variant.price,
    stock: variant.stock,
    weight_grams: weightOf(variant),
    is_active: variant.is_active,
    attribute_values: Object.fromEntries(variant.attributes.map(attribute => [typeKey(attribute.type.id), attribute.id])),
    images: variant.images,
    new_images: [],
  })),
});

/** SPEC.md section 5: the message to show instead of submitting, or null when the draft may go. */
export const productProblem = (draft: ProductDraft, mode: ProductFormMode): string | null => {
  if (!draft.name?.trim() || !draft.category_id || !draft.main_image?.src) return MISSING_BASICS;
  if (mode === 'edit') return null;
  if (!draft.variants?.length) return NO_VARIANTS;
  const valid = draft.variants.every(variant => {
    const price = Number(variant.price);
    const stock = Number(variant.stock);
    return variant.price !== '' && variant.price !== null && price > 0 && Number.isFinite(stock) && stock >= 0;
  });
  if (!valid) return BAD_VARIANT;
  return draft.variants.every(variant => isWholeKsh(variant.price)) ? null : CENTS_PRICE;
};

/** The multipart fields of POST and PUT /api/products/, as openapi.json names them. */
type ProductField = keyof NonNullable<operations['products_create']['requestBody']>['content']['application/json'];

// Each variant's files go under `variant_{id}_images`, the id being the saved or temporary one.
const VARIANT_IMAGES: ProductField = 'variant_{id}_images';

const append = (body: FormData, field: Exclude<ProductField, typeof VARIANT_IMAGES>, value: string | Blob) =>
  body.append(field, value);

/**
 * The multipart body of POST/PUT /api/products/: text fields, `variants` as JSON, the main
 * image only when a new file was picked, and each variant's new files under
 * `variant_{variantId}_images` (a new variant's temporary id names its files).
 */
export const productFormData = (draft: ProductDraft): FormData => {
  const body = new FormData();
  append(body, 'name', draft.name.trim());
  append(body, 'category_id', String(draft.category_id));
  append(body, 'description', draft.description ?? '');
  append(body, 'is_active', draft.is_active ? 'true' : 'false');
  if (draft.main_image?.rawFile) append(body, 'main_image', draft.main_image.rawFile);
  const variants: VariantInput[] = draft.variants.map(variant => ({
    id: variant.id,
    price: Number(variant.price),
    stock: Number(variant.stock ?? 0),
    weight_grams: gramsOf(variant.weight_grams),
    is_active: variant.is_active,
    attributes: chosenValues(variant.attribute_values).map(([key, valueId]) => ({
      type: typeIdOf(key),
      value: Number(valueId),
    })),
  }));
  append(body, 'variants', JSON.stringify(variants));
  for (const variant of draft.variants) {
    for (const picked of variant.new_images ?? []) {
      if (picked.rawFile) body.append(VARIANT_IMAGES.replace('{id}', String(variant.id)), picked.rawFile);
    }
  }
  return body;
};
