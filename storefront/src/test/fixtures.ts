import type { Product } from '../api/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Kiondo Basket Bag',
    description: 'Woven sisal bag with leather straps.',
    is_active: true,
    main_image: '/media/products/kiondo.webp',
    category: { id: 1, name: 'Bags' },
    variants: [
      {
        id: 11,
        sku: 'BAG-1-11-RED',
        price: 2500,
        old_price: null,
        stock: 12,
        is_active: true,
        attributes: [{ id: 3, value: 'Red', type: { id: 1, name: 'Colour' } }],
        images: [{ id: 1, image: '/media/products/kiondo-red.webp', alt_text: 'Red kiondo' }],
      },
    ],
    ...overrides,
  };
}
