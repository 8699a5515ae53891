import { EntityManager } from 'typeorm';
import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import { summariseRatings } from '../catalog/product-summary';
import { Product } from '../catalog/product.entities';

/**
 * Rewrites the product's rating columns (average in tenths, count) from its approved reviews. Call it
 * inside the transaction that changed a review, after lockProduct, so two moderations of one product
 * run one after the other and each counts committed rows.
 */
export async function refreshProductRating(manager: EntityManager, productId: number): Promise<void> {
  markCatalogChanged(manager);
  const counted = await manager
    .createQueryBuilder()
    .from('reviews', 'r')
    .select('COUNT(*)', 'count')
    .addSelect('COALESCE(SUM(r.rating), 0)', 'stars')
    .where('r.product_id = :productId AND r.status = :approved', { productId, approved: 'approved' })
    .getRawOne<{ count: string | number; stars: string | number }>();
  await manager.update(Product, { id: productId }, summariseRatings(Number(counted?.count ?? 0), Number(counted?.stars ?? 0)));
}
