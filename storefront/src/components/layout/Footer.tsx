import { Container } from '../../ui/Container';
import { TextLink } from '../../ui/TextLink';
import { SHOP_CONTACT } from '../../lib/shopInfo';
import { SHOP_NAME } from '../../lib/shop';
import { useTranslation } from '../../i18n/translation';
import styles from './Footer.module.css';

const QUICK_LINKS: Array<[labelKey: string, to: string]> = [
  ['footer.shop', '/shop'],
  ['footer.aboutUs', '/about'],
  ['footer.contact', '/contact'],
  ['footer.track', '/track'],
  ['footer.wishlist', '/wishlist'],
  ['footer.cart', '/cart'],
];

const POLICY_LINKS: Array<[labelKey: string, to: string]> = [
  ['footer.shipping', '/shipping'],
  ['footer.returns', '/returns'],
  ['footer.privacy', '/privacy'],
  ['footer.terms', '/terms'],
];

function FooterLinks({ links }: { links: Array<[labelKey: string, to: string]> }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {links.map(([labelKey, to]) => (
        <li key={to}>
          <TextLink to={to} color="inherit" className={styles.link}>
            {t(labelKey)}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.shop}>{SHOP_NAME}</p>
            <p className={styles.aboutText}>{t('footer.about')}</p>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
            <FooterLinks links={QUICK_LINKS} />
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.policies')}</h2>
            <FooterLinks links={POLICY_LINKS} />
          </div>
          <div className={styles.contact}>
            <h2 className={styles.heading}>{t('footer.contact')}</h2>
            <p className={styles.line}>{SHOP_CONTACT.address}</p>
            {SHOP_CONTACT.phones.map((p) => (
              <p key={p} className={styles.line}>{p}</p>
            ))}
            <p className={styles.line}>{SHOP_CONTACT.emails[1]}</p>
          </div>
        </div>
        <p className={styles.note}>{t('footer.note', { year: new Date().getFullYear(), shop: SHOP_NAME })}</p>
      </Container>
    </footer>
  );
}
