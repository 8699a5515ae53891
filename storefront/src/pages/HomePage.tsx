import { useMemo } from 'react';
import type { Product } from '@shop/api-client';
import { Link as RouterLink } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Container } from '../ui/Container';
import { cx } from '../ui/classNames';
import { AutoAwesomeOutlinedIcon, InstagramIcon, LocalShippingOutlinedIcon, VerifiedOutlinedIcon } from '../ui/icons';
import { useCategories, useFeaturedFirst } from '../api/queries';
import { HydrateLater } from '../components/HydrateLater';
import { NewsletterBox } from '../components/NewsletterBox';
import { ProductGrid } from '../components/ProductGrid';
import { ProductImage } from '../components/ProductImage';
import { Stars } from '../components/RatingStars';
import { pickFeatured } from '../lib/featured';
import { cardImage, shownVariant } from '../lib/products';
import { FOUNDED_YEAR } from '../lib/shopInfo';
import { SHOP_NAME } from '../lib/shop';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import styles from './HomePage.module.css';

/** Texts by key (home.why…Title and …Text). */
const WHY = [
  { icon: <LocalShippingOutlinedIcon fontSize="large" />, key: 'whyFree' },
  { icon: <VerifiedOutlinedIcon fontSize="large" />, key: 'whyQuality' },
  { icon: <AutoAwesomeOutlinedIcon fontSize="large" />, key: 'whyCurated' },
];

/** Customers' names and towns as they signed; their words are translated (home.quote…). */
const TESTIMONIALS = [
  { name: 'Wanjiru K.', place: 'Nairobi', quote: 'quote1' },
  { name: 'Brian O.', place: 'Kisumu', quote: 'quote2' },
  { name: 'Amina H.', place: 'Mombasa', quote: 'quote3' },
];

/** A band in one of the shop's colours (`green` or `brown`) calling to the shop. */
function Banner({ title, text, cta, to, colour }: { title: string; text: string; cta: string; to: string; colour: 'green' | 'brown' }) {
  return (
    <div className={cx(styles.banner, styles[colour])}>
      <div className={styles.bannerText}>
        <h2 className="h5">{title}</h2>
        <p className={styles.soft}>{text}</p>
      </div>
      <Button to={to} variant="contained" className={styles.bannerButton}>
        {cta}
      </Button>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.welcome')} className={styles.hero}>
      <Container>
        <span className={styles.overline}>{t('home.overline')}</span>
        <h1 className={cx('h2', styles.heading)}>{t('home.heading')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        <Button to="/shop" variant="contained" size="large" className={styles.shopNow}>
          {t('home.shopNow')}
        </Button>
      </Container>
    </section>
  );
}

function WhyUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className={styles.section}>
      <h2 id="why-title" className={cx('h4', styles.sectionTitle, styles.centredTitle)}>
        {t('home.why', { shop: SHOP_NAME })}
      </h2>
      <div className={styles.threeColumns}>
        {WHY.map((w) => (
          <Card key={w.key} className={styles.why}>
            <span className={styles.whyIcon}>{w.icon}</span>
            <h3 className="h6">{t(`home.${w.key}Title`)}</h3>
            <p className="text-muted">{t(`home.${w.key}Text`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** `products`: the featured first, whose pictures stand for their categories. */
function Categories({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryImage = (id: number) => {
    const p = products.find((x) => x.category?.id === id);
    return p ? cardImage(p, shownVariant(p)) : null;
  };
  return (
    <section aria-labelledby="cat-title">
      <h2 id="cat-title" className={cx('h4', styles.sectionTitle, styles.title)}>
        {t('home.byCategory')}
      </h2>
      <div className={styles.tiles}>
        {(categories.data ?? []).map((c) => (
          <RouterLink key={c.id} to={`/shop?category=${encodeURIComponent(c.name)}`} className={styles.tile}>
            {categoryImage(c.id) && <ProductImage src={categoryImage(c.id)} alt="" width={400} height={300} sizes="(min-width: 900px) 25vw, 50vw" className={styles.tileImage} />}
            <span className={styles.tileName}>{c.name}</span>
          </RouterLink>
        ))}
      </div>
    </section>
  );
}

function Featured({ products, loading, failed }: { products: Product[]; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const featured = useMemo(() => pickFeatured(products, 4), [products]);
  return (
    <section aria-labelledby="featured-title" className={styles.section}>
      <div className={styles.titleRow}>
        <h2 id="featured-title" className="h4">
          {t('home.featured')}
        </h2>
        <Button to="/shop" className={styles.viewAll}>
          {t('home.viewAll')}
        </Button>
      </div>
      {failed ? <Alert severity="warning">{t('home.loadFailed')}</Alert> : <ProductGrid products={featured} loading={loading} />}
    </section>
  );
}

function Story() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="story-title" className={styles.story}>
      <div>
        <h2 id="story-title" className={cx('h4', 'gutter-bottom', styles.sectionTitle)}>
          {t('home.story')}
        </h2>
        <p className={cx('text-muted', styles.paragraph)}>{t('home.storyText', { year: FOUNDED_YEAR })}</p>
        <Button to="/about" variant="outlined">
          {t('home.readMore')}
        </Button>
      </div>
      <div className={styles.pattern} aria-hidden="true" />
    </section>
  );
}

function Instagram({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const thumbnails = useMemo(() => products.filter((p) => cardImage(p, shownVariant(p))).slice(0, 6), [products]);
  return (
    <section aria-labelledby="social-title" className={cx(styles.section, styles.social)}>
      <h2 id="social-title" className={cx('h4', 'gutter-bottom', styles.sectionTitle)}>
        {t('home.instagram')}
      </h2>
      <Button href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer" startIcon={<InstagramIcon />} className={styles.instagram}>
        @kenyancrafts
      </Button>
      <div className={styles.thumbnails}>
        {thumbnails.map((p) => (
          <RouterLink key={p.id} to={`/product/${p.id}`} className={styles.thumbnail}>
            <ProductImage src={cardImage(p, shownVariant(p))} alt={p.name} width={200} height={200} sizes="(min-width: 900px) 16vw, 33vw" className={styles.thumbnailImage} />
          </RouterLink>
        ))}
      </div>
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={cx('h4', styles.sectionTitle, styles.centredTitle, styles.testimonialsTitle)}>
        {t('home.testimonials')}
      </h2>
      <div className={styles.threeColumns}>
        {TESTIMONIALS.map((said) => (
          <Card key={said.name} className={styles.testimonial}>
            <Stars value={5} label={t('reviews.stars', { rating: 5 })} />
            <p className={styles.quote}>“{t(`home.${said.quote}`)}”</p>
            <div className={styles.customer}>
              <Avatar>{said.name[0]}</Avatar>
              <div>
                <p className={styles.customerName}>{said.name}</p>
                <span className="caption text-muted">{said.place}</span>
              </div>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** Each section hydrates in a task of its own (HydrateLater), in the order of the page. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const products = useFeaturedFirst();
  const list = useMemo(() => products.data?.items ?? [], [products.data]);

  return (
    <>
      <HydrateLater>
        <Hero />
      </HydrateLater>
      <Container>
        <HydrateLater>
          <WhyUs />
        </HydrateLater>
        <HydrateLater>
          <Categories products={list} />
        </HydrateLater>
        <HydrateLater>
          <Featured products={list} loading={products.isPending} failed={products.isError} />
        </HydrateLater>
        <HydrateLater>
          <Banner title={t('home.freeBannerTitle')} text={t('home.freeBannerText')} cta={t('home.freeBannerCta')} to="/shop" colour="green" />
        </HydrateLater>
        <HydrateLater>
          <Story />
        </HydrateLater>
        <HydrateLater>
          <Instagram products={list} />
        </HydrateLater>
        <HydrateLater>
          <NewsletterBox />
        </HydrateLater>
        <HydrateLater>
          <Testimonials />
        </HydrateLater>
        <HydrateLater>
          <Banner title={t('home.giftTitle')} text={t('home.giftText')} cta={t('home.giftCta')} to="/shop" colour="brown" />
        </HydrateLater>
      </Container>
    </>
  );
}
