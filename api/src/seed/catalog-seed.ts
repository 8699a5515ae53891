import { INestApplicationContext, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AttributesService } from '../catalog/attributes.service';
import { CategoriesService } from '../catalog/categories.service';
import { Category } from '../catalog/category.entity';
import { toCents } from '../catalog/money';
import { ProductsService, UploadedPart } from '../catalog/products.service';
import { AppConfig } from '../config/app-config';
import { InventoryService } from '../inventory/inventory.service';
import { ArtworkKind, renderArtwork } from './catalog-artwork';

const CATEGORIES: { name: string; description: string; kind: ArtworkKind }[] = [
  { name: 'Bags', description: 'Beaded totes, kiondo baskets and leather satchels, handmade by artisans in Narok, Machakos and Nairobi.', kind: 'bag' },
  { name: 'Ponchos', description: 'Warm woven ponchos and wraps in Maasai shuka checks and bold kitenge prints.', kind: 'poncho' },
  { name: 'Scarves', description: 'Light kikoi and kitenge scarves, hand-finished with knotted fringes.', kind: 'scarf' },
  { name: 'Wallets', description: 'Leather wallets and card holders trimmed with hand-stitched beadwork.', kind: 'wallet' },
];

const COLORS: Record<string, string> = {
  Red: '#b03a2e',
  Blue: '#1f5fa8',
  Green: '#1e8449',
  Yellow: '#d4ac0d',
  Black: '#2c2c2c',
  Orange: '#d35400',
  Purple: '#6c3483',
  Brown: '#7b4a24',
};
const SIZES = ['Small', 'Medium', 'Large', 'One Size'];
const MATERIALS = ['Leather', 'Cotton', 'Sisal', 'Glass Beads', 'Wool', 'Kitenge Fabric'];

interface SeedProduct {
  name: string;
  description: string;
  /** KSh */
  price: number;
  colors: string[];
  second?: { type: 'Size' | 'Material'; values: string[] };
}

/** Six products a category; 2-4 variants each (a colour, sometimes with a size or material). */
const PRODUCTS: Record<string, SeedProduct[]> = {
  Bags: [
    { name: 'Maasai Beaded Tote', description: 'Roomy canvas tote with a hand-beaded Maasai band and leather handles.', price: 3500, colors: ['Red', 'Blue', 'Black'] },
    { name: 'Kiondo Sisal Basket', description: 'Classic woven sisal kiondo with leather straps, dyed with natural pigments.', price: 2800, colors: ['Orange', 'Purple'], second: { type: 'Size', values: ['Medium', 'Large'] } },
    { name: 'Ankara Crossbody Bag', description: 'Compact crossbody in Ankara wax print with an adjustable strap.', price: 2200, colors: ['Yellow', 'Green'] },
    { name: 'Leather Safari Satchel', description: 'Full-grain leather satchel stitched in Nairobi, with a beaded clasp.', price: 6500, colors: ['Brown', 'Black'] },
    { name: 'Kikoi Beach Bag', description: 'Striped kikoi cotton beach bag lined with waterproof canvas.', price: 1900, colors: ['Blue', 'Red', 'Green', 'Orange'] },
    { name: 'Beaded Evening Clutch', description: 'Small clutch covered in glass beads, finished with a magnetic clasp.', price: 2600, colors: ['Black', 'Red'] },
  ],
  Ponchos: [
    { name: 'Shuka Check Poncho', description: 'Soft acrylic poncho in the red Maasai shuka check, one size fits most.', price: 3200, colors: ['Red', 'Blue'], second: { type: 'Size', values: ['One Size'] } },
    { name: 'Kitenge Rain Poncho', description: 'Kitenge-print poncho with a water-resistant lining and hood.', price: 2900, colors: ['Yellow', 'Purple', 'Green'] },
    { name: 'Highland Wool Wrap', description: 'Handwoven wool wrap from the Rift Valley highlands.', price: 5400, colors: ['Brown', 'Black'], second: { type: 'Material', values: ['Wool'] } },
    { name: 'Fringed Festival Poncho', description: 'Lightweight cotton poncho with knotted fringes and a beaded neckline.', price: 2500, colors: ['Orange', 'Blue', 'Red'] },
    { name: 'Kids Shuka Poncho', description: 'A small shuka poncho for little explorers.', price: 1600, colors: ['Red', 'Green'], second: { type: 'Size', values: ['Small'] } },
    { name: 'Maasai Blanket Cape', description: 'Heavy blanket cape with a beaded clasp, made for cool Nairobi evenings.', price: 4200, colors: ['Blue', 'Purple'] },
  ],
  Scarves: [
    { name: 'Kikoi Cotton Scarf', description: 'Light striped kikoi scarf woven on the Kenyan coast.', price: 1200, colors: ['Blue', 'Green', 'Orange'] },
    { name: 'Kitenge Head Wrap', description: 'Long kitenge print wrap for the head or neck.', price: 950, colors: ['Yellow', 'Purple', 'Red', 'Green'] },
    { name: 'Maasai Beaded Scarf', description: 'Cotton scarf with beaded tassels at each end.', price: 1800, colors: ['Red', 'Black'] },
    { name: 'Silk Batik Scarf', description: 'Hand-dyed batik on silk, every piece slightly different.', price: 3100, colors: ['Purple', 'Blue'], second: { type: 'Material', values: ['Cotton'] } },
    { name: 'Shuka Blanket Scarf', description: 'Oversized shuka check scarf that doubles as a light blanket.', price: 2100, colors: ['Red', 'Blue', 'Black'] },
    { name: 'Lamu Linen Scarf', description: 'Breathable linen scarf with a woven border, made in Lamu.', price: 1500, colors: ['Brown', 'Orange'] },
  ],
  Wallets: [
    { name: 'Beaded Leather Wallet', description: 'Bifold leather wallet with a Maasai beadwork strip.', price: 1800, colors: ['Brown', 'Black', 'Red'] },
    { name: 'Ankara Card Holder', description: 'Slim card holder covered in Ankara print.', price: 700, colors: ['Yellow', 'Green'] },
    { name: 'Safari Travel Wallet', description: 'Zipped travel wallet for passport, tickets and cards.', price: 2400, colors: ['Brown', 'Black'], second: { type: 'Material', values: ['Leather'] } },
    { name: 'Kikoi Coin Purse', description: 'Small zipped kikoi purse for coins and keys.', price: 500, colors: ['Blue', 'Orange', 'Green'] },
    { name: 'Beaded Phone Wallet', description: 'Phone sleeve with a card pocket and beaded wrist strap.', price: 1500, colors: ['Red', 'Purple'] },
    { name: 'Sisal Clutch Wallet', description: 'Woven sisal clutch wallet with a leather snap.', price: 1300, colors: ['Orange', 'Brown'], second: { type: 'Material', values: ['Sisal'] } },
  ],
};

/** Colour variants, each with the product's sizes or materials when it has them; at most four. */
function combosOf(item: SeedProduct): { color: string; second?: string }[] {
  return item.colors
    .flatMap((color): { color: string; second?: string }[] => (item.second ? item.second.values.map((second) => ({ color, second })) : [{ color }]))
    .slice(0, 4);
}

/** A spread of stock levels: mostly in stock, three products running low, two sold out entirely. */
function stockFor(productIndex: number, variantIndex: number): number {
  if (productIndex === 6 || productIndex === 19) return 0;
  if (productIndex === 3 || productIndex === 10 || productIndex === 21) return [2, 1, 3, 0][variantIndex];
  const pattern = [24, 8, 0, 15, 3, 40, 12, 6, 30, 2];
  return pattern[(productIndex * 3 + variantIndex) % pattern.length];
}

/**
 * Fills an empty catalog with a believable shop (SPEC.md: four categories, attribute types with
 * values, 24 products with 2-4 variants, generated pictures, some on sale, some low or sold out).
 * Goes through the same services as the staff console, so every variant has its logs.
 */
export async function seedCatalog(app: INestApplicationContext): Promise<void> {
  const config = app.get(AppConfig);
  if (config.SEED_CATALOG === 'false') return;
  if ((await app.get(DataSource).getRepository(Category).count()) > 0) return;
  const logger = new Logger('Seed');
  const started = Date.now();
  const categories = app.get(CategoriesService);
  const attributes = app.get(AttributesService);
  const products = app.get(ProductsService);
  const inventory = app.get(InventoryService);

  const valueIds = new Map<string, { typeId: number; id: number }>();
  for (const [typeName, values] of [['Color', Object.keys(COLORS)], ['Size', SIZES], ['Material', MATERIALS]] as const) {
    const type = await attributes.createType({ name: typeName });
    for (const value of values) valueIds.set(`${typeName}:${value}`, { typeId: type.id, id: (await attributes.createValue({ type_id: type.id, value })).id });
  }
  const attribute = (typeName: string, value: string) => {
    const found = valueIds.get(`${typeName}:${value}`)!;
    return { type: found.typeId, value: found.id };
  };

  // All pictures are drawn first, side by side on sharp's threads; the products are then saved in order.
  const plans = CATEGORIES.flatMap((category) => PRODUCTS[category.name].map((item) => ({ category, item })));
  const pictures = await Promise.all(
    plans.map(({ category, item }, index) => {
      const combos = combosOf(item);
      return Promise.all([
        renderArtwork(category.kind, COLORS[item.colors[0]], index),
        ...combos.map((combo, variantIndex) => renderArtwork(category.kind, COLORS[combo.color], index + variantIndex + 1)),
      ]);
    }),
  );

  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) categoryIds.set(category.name, (await categories.create({ name: category.name, description: category.description })).id);
  for (const [index, { category, item }] of plans.entries()) {
    const combos = combosOf(item);
    const variants = combos.map((combo, variantIndex) => ({
      id: `seed-${variantIndex}`,
      price: item.price + (combo.second === 'Large' ? 400 : 0),
      stock: stockFor(index, variantIndex),
      is_active: true,
      attributes: [attribute('Color', combo.color), ...(combo.second && item.second ? [attribute(item.second.type, combo.second)] : [])],
    }));
    const uploads: UploadedPart[] = [
      { fieldname: 'main_image', buffer: pictures[index][0] },
      ...combos.map((_, variantIndex) => ({ fieldname: `variant_seed-${variantIndex}_images`, buffer: pictures[index][variantIndex + 1] })),
    ];
    const product = await products.create(
      { name: item.name, category_id: categoryIds.get(category.name)!, description: item.description, is_active: true, variants },
      uploads,
      null,
    );
    // Every fourth product is on offer: a recorded price change gives it its former price.
    if (index % 4 === 1) {
      await inventory.transaction(async (manager) => {
        for (const variant of product.variants) {
          await inventory.setPrice(manager, variant.id, toCents(Math.round((variant.price * 0.8) / 50) * 50), { comment: 'Seasonal offer' });
        }
      });
    }
  }
  logger.log(`Seeded catalog: ${CATEGORIES.length} categories, ${plans.length} products in ${Date.now() - started} ms`);
}
