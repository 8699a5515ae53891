import { EntityManager } from 'typeorm';
import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import { Product, Variant } from './product.entities';
import { summariseProduct } from './product-summary';

/**
 * Takes the product's row lock for the rest of the transaction. Every write to a product's
 * variants starts here, so two transactions touching one product run one after the other and
 * the summary each writes is computed from committed numbers. Answers false for a missing product.
 */
export async function lockProduct(manager: EntityManager, productId: number): Promise<boolean> {
  markCatalogChanged(manager);
  const result = await manager
    .createQueryBuilder()
    .update(Product)
    .set({ updatedAt: () => 'CURRENT_TIMESTAMP' })
    .where('id = :productId', { productId })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Rewrites the product's list columns (shown price, total stock, band, on sale) from its variants. */
export async function refreshProductSummary(manager: EntityManager, productId: number): Promise<void> {
  markCatalogChanged(manager);
  const variants = await manager.find(Variant, {
    where: { productId },
    order: { position: 'ASC', id: 'ASC' },
    select: { id: true, price: true, oldPrice: true, stock: true, isActive: true },
  });
  await manager.update(Product, { id: productId }, summariseProduct(variants));
}
