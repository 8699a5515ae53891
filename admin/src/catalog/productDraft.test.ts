import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/api-client';
import {
  BAD_VARIANT,
  CENTS_PRICE,
  draftFromProduct,
  emptyVariant,
  MISSING_BASICS,
  NO_VARIANTS,
  productFormData,
  productProblem,
  type ProductDraft,
} from './productDraft';

const file = (name: string) => new File(['png'], name, { type: 'image/png' });

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Maasai beaded clutch',
  category_id: 1,
  description: 'Hand-beaded in Kajiado',
  is_active: true,
  main_image: { rawFile: file('main.png'), src: 'blob:main' },
  variants: [{ ...emptyVariant([]), price: 2500, stock: 4, attribute_values: { type_1: 3, type_2: null } }],
  ...overrides,
});

describe('productProblem (SPEC.md section 5)', () => {
  it('needs name, category and main image', () => {
    expect(productProblem(draft({ name: '  ' }), 'create')).toBe(MISSING_BASICS);
    expect(productProblem(draft({ category_id: null }), 'create')).toBe(MISSING_BASICS);
    expect(productProblem(draft({ main_image: null }), 'edit')).toBe(MISSING_BASICS);
  });

  it('needs at least one variant with a whole price above 0 and stock of 0 or more on create', () => {
    expect(productProblem(draft({ variants: [] }), 'create')).toBe(NO_VARIANTS);
    const zeroPrice = draft();
    zeroPrice.variants[0].price = 0;
    expect(productProblem(zeroPrice, 'create')).toBe(BAD_VARIANT);
    const negativeStock = draft();
    negativeStock.variants[0].stock = -1;
    expect(productProblem(negativeStock, 'create')).toBe(BAD_VARIANT);
    const cents = draft();
    cents.variants[0].price = '1999.50';
    expect(productProblem(cents, 'create')).toBe(CENTS_PRICE);
    expect(productProblem(draft(), 'create')).toBeNull();
  });

  it('does not range-check prices on edit', () => {
    const edited = draft();
    edited.variants[0].price = 0;
    expect(productProblem(edited, 'edit')).toBeNull();
  });
});

describe('productFormData', () => {
  it('sends variants as JSON with chosen attributes only and files named by the temporary id', () => {
    const body = productFormData(
      draft({
        variants: [
          { ...emptyVariant([]), price: 2500, stock: 4, weight_grams: '1200', attribute_values: { type_1: 3, type_2: null } },
          {
            ...emptyVariant([{ id: 'new-1' }]),
            price: '1800',
            stock: 0,
            new_images: [{ rawFile: file('a.png'), src: 'blob:a' }, { rawFile: file('b.png'), src: 'blob:b' }],
          },
        ],
      }),
    );
    expect(body.get('name')).toBe('Maasai beaded clutch');
    expect(body.get('category_id')).toBe('1');
    expect(body.get('is_active')).toBe('true');
    expect((body.get('main_image') as File).name).toBe('main.png');
    expect(JSON.parse(String(body.get('variants')))).toEqual([
      { id: 'new-1', price: 2500, stock: 4, weight_grams: 1200, is_active: true, attributes: [{ type: 1, value: 3 }] },
      { id: 'new-2', price: 1800, stock: 0, weight_grams: null, is_active: true, attributes: [] },
    ]);
    expect(body.getAll('variant_new-2_images').map(entry => (entry as File).name)).toEqual(['a.png', 'b.png']);
    expect(body.getAll('variant_new-1_images')).toEqual([]);
  });

  it('on edit keeps saved ids, sends the main image only when replaced, and only new files', () => {
    const product: Product = {
      id: 9,
      name: 'Kikoy scarf',
      description: '',
      is_active: false,
      main_image: '/media/products/kikoy.webp',
      category: { id: 2, name: 'Scarves' },
      shown_variant_id: 41,
      price: 1200,
      old_price: null,
      discount_percent: null,
      stock: 3,
      stock_band: 'low',
      is_new: false,
      on_sale: false,
      featured: false,
      created_at: '2025-01-01T00:00:00Z',
      rating_average: null,
      rating_count: 0,
      variants: [
        {
          id: 41,
          sku: 'SCA-KIK-RED',
          name: 'Kikoy scarf Red',
          price: 1200,
          old_price: null,
          discount_percent: null,
          stock: 3,
          stock_band: 'low',
          is_active: true,
          weight_grams: 450,
          attributes: [{ id: 3, value: 'Red', type: { id: 1, name: 'Color' } }],
          images: [{ id: 5, image: '/media/variants/red.webp', alt_text: 'Red kikoy' }],
        } as Product['variants'][number],
      ],
    };
    const edited = draftFromProduct(product);
    expect(edited.main_image).toEqual({ src: '/media/products/kikoy.webp', title: 'Kikoy scarf' });
    expect(edited.variants[0].attribute_values).toEqual({ type_1: 3 });
    const body = productFormData(edited);
    expect(body.get('main_image')).toBeNull();
    expect(body.get('is_active')).toBe('false');
    expect(edited.variants[0].weight_grams).toBe(450);
    expect(JSON.parse(String(body.get('variants')))[0]).toMatchObject({ id: 41, stock: 3, weight_grams: 450 });
    expect(body.getAll('variant_41_images')).toEqual([]);
  });
});
