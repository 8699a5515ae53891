// Compiled by `tsc --noEmit` in the package's test script: the call sites the front ends write
// must type-check, and the mistakes below must not (each @ts-expect-error fails the build if the line compiles).
import { call, callPage, createShopClient, listQuery, type Cart, type Order, type Page, type Product } from '../src/index';

const shop = createShopClient({ getToken: () => null });

export async function callSites(id: number, form: FormData): Promise<void> {
  const product: Product = await call(shop.GET('/api/products/{id}/', { params: { path: { id } } }));
  const page: Page<Product> = await callPage(
    shop.GET('/api/products/', { params: { query: listQuery({ sort: ['price', 'ASC'], range: [0, 23], filter: { category: 2 } }) } }),
  );
  const created: Product = await call(shop.POST('/api/products/', { body: form }));
  const cart: Cart = await call(shop.POST('/api/cart/add/', { body: { variant_id: 3, quantity: 1 } }));
  const order: Order = await call(
    shop.POST('/api/checkout/', { body: { client_phone: '0712345678', delivery_method: 'rider', delivery_county: 'KE-30', delivery_town: 'Kilimani', delivery_address: 'Argwings Kodhek Rd' } }),
  );
  void [product, page, created, cart, order];

  // @ts-expect-error a path the API does not have
  await call(shop.GET('/api/product/{id}/', { params: { path: { id } } }));
  // @ts-expect-error the id is a number
  await call(shop.GET('/api/products/{id}/', { params: { path: { id: 'x' } } }));
  // @ts-expect-error a JSON-only route takes no FormData
  await call(shop.POST('/api/cart/add/', { body: form }));
  // @ts-expect-error not a delivery method
  await call(shop.POST('/api/checkout/', { body: { client_phone: '0712345678', delivery_method: 'drone' } }));
  // @ts-expect-error a product is not a cart
  const wrong: Cart = await call(shop.GET('/api/products/{id}/', { params: { path: { id } } }));
  void wrong;
}
