import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';

/** A small real PNG (uploads are checked by content). */
export const pngImage = (color = '#c0392b'): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();

export const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A category, a Color and a Size type with values, for product tests. */
export async function catalogBasics(http: TestAgent, staff: string) {
  const post = async (path: string, body: object) => (await http.post(path).set(auth(staff)).send(body).expect(201)).body;
  const bags = await post('/api/categories/', { name: 'Bags', description: 'Handwoven bags' });
  const wallets = await post('/api/categories/', { name: 'Wallets', description: 'Leather wallets' });
  const color = await post('/api/attribute-types/', { name: 'Color' });
  const size = await post('/api/attribute-types/', { name: 'Size' });
  const red = await post('/api/attributes/', { type_id: color.id, value: 'Red' });
  const blue = await post('/api/attributes/', { type_id: color.id, value: 'Blue' });
  const small = await post('/api/attributes/', { type_id: size.id, value: 'Small' });
  const large = await post('/api/attributes/', { type_id: size.id, value: 'Large' });
  return { bags, wallets, color, size, red, blue, small, large };
}

/** Creates a product through the multipart route, as the staff console does. */
export async function createProduct(
  http: TestAgent,
  staff: string,
  fields: { name: string; category_id: number; description?: string; is_active?: boolean; variants: object[] },
) {
  const res = await http
    .post('/api/products/')
    .set(auth(staff))
    .field('name', fields.name)
    .field('category_id', String(fields.category_id))
    .field('description', fields.description ?? '')
    .field('is_active', String(fields.is_active ?? true))
    .field('variants', JSON.stringify(fields.variants))
    .expect(201);
  return res.body;
}
