import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Chip } from '../ui/Chip';
import { Container } from '../ui/Container';
import { SelectField } from '../ui/SelectField';
import { Tabs } from '../ui/Tabs';
import { ToggleGroup } from '../ui/ToggleGroup';
import { cx } from '../ui/classNames';
import { LocalShippingOutlinedIcon, VerifiedOutlinedIcon } from '../ui/icons';
import { pathId } from '../api/endpoints';
import { useProduct } from '../api/queries';
import type { Variant } from '@shop/api-client';
import { BelowTheFold, HydrateLater, whenHydrated } from '../components/HydrateLater';
import { PageLoading } from '../components/PageLoading';
import { Price } from '../components/Price';
import { ProductGallery } from '../components/ProductGallery';
import { RatingStars } from '../components/RatingStars';
import { WhatsAppChat } from '../components/WhatsAppChat';
import { WishlistHeart } from '../components/WishlistHeart';
import { lineTotal } from '../lib/money';
import {
  activeVariants,
  galleryImages,
  quantityOptions,
  shownVariant,
  variantLabel,
  WRITE_REVIEW,
} from '../lib/products';
import { useShopMeta } from '../lib/shopMeta';
import { usePageTitle } from '../lib/usePageTitle';
import { useCart } from '../state/Cart';
import { useLanguage } from '../i18n/format';
import { pathInLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/translation';
import styles from './ProductPage.module.css';

/**
 * The Reviews tab's code loads apart from the page's (and the buyer's form apart from it, once opened): the page
 * opens on the Description tab, so it is neither evaluated nor hydrated before the page answers. Fetched once
 * the page is up, it is there by the time the tab is chosen.
 */
const loadReviews = () => import('../components/ProductReviews');
const ProductReviews = lazy(() => loadReviews().then((m) => ({ default: m.ProductReviews })));

export default function ProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const productId = pathId(id);
  const { data: product, isPending, isError } = useProduct(productId);
  const { add } = useCart();
  const language = useLanguage();
  const { origin } = useShopMeta();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const [tab, setTab] = useState('description');
  const [busy, setBusy] = useState(false);
  usePageTitle(product?.name ?? (isPending && productId !== null ? t('product.loading') : t('product.notFound')));

  const variants = useMemo(() => (product ? activeVariants(product) : []), [product]);
  const variant: Variant | undefined = useMemo(
    () => variants.find((v) => v.id === variantId) ?? (product ? shownVariant(product) : undefined),
    [variants, variantId, product],
  );

  useEffect(() => void loadReviews(), []);

  // Arriving at the review form (#write-review) opens the Reviews tab; once the page has hydrated, as the server never
  // sees the hash (the tabs hydrate to its Description tab).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW}`) void whenHydrated().then(() => setTab('reviews'));
  }, [hash]);

  // A new product starts on its default variant.
  useEffect(() => {
    setVariantId(null);
    setQuantity(1);
    setImageIndex(0);
  }, [id]);

  if (isPending && productId !== null) return <PageLoading label={t('product.loading')} />;
  if (isError || !product) {
    return (
      <Container maxWidth="sm" className={styles.notFound}>
        <h1 className="h4 gutter-bottom">{t('product.notFound')}</h1>
        <p className={cx('text-muted', styles.notFoundText)}>{t('product.notFoundText')}</p>
        <Button variant="contained" to="/shop">
          {t('common.backToShop')}
        </Button>
      </Container>
    );
  }

  const images = galleryImages(product, variant);
  const stock = variant?.stock ?? 0;
  const options = quantityOptions(stock);
  const discount = variant?.discount_percent ?? null;
  const outOfStock = !variant || stock <= 0;

  const pickVariant = (v: Variant) => {
    setVariantId(v.id);
    setQuantity(1);
    setImageIndex(0);
  };

  const addToCart = async (thenGoToCart: boolean) => {
    if (!variant || outOfStock) return;
    setBusy(true);
    try {
      const ok = await add(product, variant, quantity);
      if (ok && thenGoToCart) navigate('/cart');
    } finally {
      setBusy(false);
    }
  };

  const stockClass = outOfStock ? styles.soldOut : stock < 10 ? styles.fewLeft : styles.inStock;
  // The product's own address in the page's language, so the shop's staff open what the shopper was looking at.
  const productUrl = `${origin}${pathInLanguage(`/product/${product.id}`, language)}`;

  return (
    <Container className={styles.page}>
      <Breadcrumbs
        label={t('product.breadcrumb')}
        items={[{ label: t('product.home'), to: '/' }, { label: t('product.shop'), to: '/shop' }, { label: product.name }]}
        className={styles.breadcrumbs}
      />

      {/* The gallery and the product's column hydrate in tasks of their own. */}
      <div className={styles.columns}>
        <HydrateLater>
          <div>
            <ProductGallery
              images={images}
              shown={imageIndex}
              onShow={setImageIndex}
              alt={variant?.images[imageIndex]?.alt_text || product.name}
              discount={discount}
            />
          </div>
        </HydrateLater>

        <HydrateLater>
          <div>
            {product.category && (
              <RouterLink to={`/shop?category=${encodeURIComponent(product.category.name)}`} className={styles.category}>
                <Chip label={product.category.name} variant="outlined" color="secondary" size="small" />
              </RouterLink>
            )}
            <div className={styles.nameRow}>
              <h1 className="h4">{product.name}</h1>
              <WishlistHeart productId={product.id} className={styles.heart} />
            </div>
            <RatingStars average={product.rating_average} count={product.rating_count} showAverage />
            {product.description && <p className={cx('text-muted', styles.description)}>{product.description}</p>}

            <div className={styles.priceBlock}>
              {variant ? (
                <Price price={lineTotal(variant.price, quantity)} old={variant.old_price !== null ? lineTotal(variant.old_price, quantity) : null} size="lg" />
              ) : (
                <p className="text-muted">{t('product.unavailable')}</p>
              )}
              {variant && (
                <p className={cx('body2', styles.stock, stockClass)}>
                  {outOfStock ? t('common.outOfStock') : stock < 10 ? t('product.onlyLeft', { count: stock }) : t('product.inStock')}
                </p>
              )}
            </div>

            {(variants.length > 1 || (variants[0]?.attributes.length ?? 0) > 0) && (
              <div className={styles.options}>
                <p className={styles.label}>{t('product.options')}</p>
                <ToggleGroup
                  wrap
                  label={t('product.variant')}
                  value={variant?.id ?? null}
                  onChange={(value) => {
                    const v = variants.find((x) => x.id === value);
                    if (v) pickVariant(v);
                  }}
                  options={variants.map((v) => ({ value: v.id, content: `${variantLabel(v)}${v.stock <= 0 ? t('product.soldOut') : ''}`, dimmed: v.stock <= 0 }))}
                />
              </div>
            )}

            <div className={styles.buy}>
              <SelectField
                label={t('product.quantity')}
                size="small"
                fullWidth={false}
                disabled={outOfStock}
                value={outOfStock ? '' : quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                className={styles.quantity}
              >
                {options.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
              <Button variant="contained" size="large" disabled={outOfStock || busy} onClick={() => addToCart(false)}>
                {t('common.addToCart')}
              </Button>
              <Button variant="outlined" size="large" disabled={outOfStock || busy} onClick={() => addToCart(true)}>
                {t('product.buyNow')}
              </Button>
            </div>
            <WhatsAppChat message={t('product.whatsappMessage', { name: product.name, url: productUrl })} className={styles.ask}>
              {t('product.askOnWhatsApp')}
            </WhatsAppChat>

            <div className={styles.promises}>
              <Card className={styles.promise}>
                <LocalShippingOutlinedIcon className={styles.promiseIcon} />
                <div>
                  <p className={styles.label}>{t('product.freeDelivery')}</p>
                  <p className="body2 text-muted">{t('product.freeDeliveryText')}</p>
                </div>
              </Card>
              <Card className={styles.promise}>
                <VerifiedOutlinedIcon className={styles.promiseIcon} />
                <div>
                  <p className={styles.label}>{t('product.guarantee')}</p>
                  <p className="body2 text-muted">{t('product.guaranteeText')}</p>
                </div>
              </Card>
            </div>
          </div>
        </HydrateLater>
      </div>

      <BelowTheFold>
        <div className={styles.details}>
          <Tabs
            label={product.name}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'description', label: t('product.description'), panel: () => <p className={styles.longText}>{product.description || t('product.noDescription')}</p> },
              {
                key: 'reviews',
                label: t('product.reviewsTab', { count: product.rating_count }),
                panel: () => (
                  <Suspense fallback={<p className="text-muted">{t('reviews.loading')}</p>}>
                    <ProductReviews product={product} />
                  </Suspense>
                ),
              },
              {
                key: 'shipping',
                label: t('product.shippingTab'),
                panel: () => (
                  <div className={styles.shipping}>
                    <p>
                      <strong>{t('product.standard')}</strong> {t('product.standardText')}
                    </p>
                    <p>
                      <strong>{t('product.express')}</strong> {t('product.expressText')}
                    </p>
                    <p>
                      <strong>{t('product.free')}</strong> {t('product.freeText')}
                    </p>
                  </div>
                ),
              },
            ]}
          />
        </div>
      </BelowTheFold>
    </Container>
  );
}
