import { FOUNDED_YEAR } from '../lib/shopInfo';
import { SHOP_NAME } from '../lib/shop';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Container } from '../ui/Container';
import styles from './AboutPage.module.css';

/** Each value's words are about.<key>Title and about.<key>Text. */
const VALUES = ['style', 'service', 'value', 'quality'];

/** Names as the team write them; roles are translated (about.<role>). */
const TEAM = [
  { name: 'Achieng Otieno', role: 'founder' },
  { name: 'David Mwangi', role: 'partnerships' },
  { name: 'Faith Njeri', role: 'customerLead' },
];

const ACHIEVEMENTS = [
  { figure: '2,500+', label: 'customers' },
  { figure: '8,000+', label: 'sold' },
  { figure: '98%', label: 'satisfaction' },
  { figure: '24/7', label: 'support' },
];

export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  return (
    <>
      <div className={styles.hero}>
        <Container maxWidth="md">
          <h1 className={`h3 ${styles.heroTitle}`}>{t('about.heading', { shop: SHOP_NAME })}</h1>
          <p className={styles.since}>{t('about.since', { year: FOUNDED_YEAR })}</p>
        </Container>
      </div>
      <Container className={styles.page}>
        <section aria-labelledby="story" className={styles.story}>
          <h2 id="story" className="h4 gutter-bottom">
            {t('about.story')}
          </h2>
          <p className="text-muted">{t('about.story1', { shop: SHOP_NAME, year: FOUNDED_YEAR })}</p>
          <p className="text-muted">{t('about.story2')}</p>
        </section>

        <section aria-labelledby="values" className={styles.section}>
          <h2 id="values" className={`h4 ${styles.sectionTitle}`}>
            {t('about.values')}
          </h2>
          <div className={styles.values}>
            {VALUES.map((v) => (
              <Card key={v} className={styles.card}>
                <h3 className={`h6 ${styles.valueTitle}`}>{t(`about.${v}Title`)}</h3>
                <p className="text-muted">{t(`about.${v}Text`)}</p>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="team" className={styles.section}>
          <h2 id="team" className={`h4 ${styles.sectionTitle}`}>
            {t('about.team')}
          </h2>
          <div className={styles.team}>
            {TEAM.map((m) => (
              <Card key={m.name} className={`${styles.card} ${styles.member}`}>
                <Avatar size={72} className={styles.avatar}>
                  {m.name
                    .split(' ')
                    .map((w) => w[0])
                    .join('')}
                </Avatar>
                <h3 className="h6">{m.name}</h3>
                <p className="text-muted">{t(`about.${m.role}`)}</p>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="achievements" className={`${styles.section} ${styles.achievements}`}>
          <h2 id="achievements" className={`h4 ${styles.sectionTitle}`}>
            {t('about.achievements')}
          </h2>
          <div className={styles.achievementList}>
            {ACHIEVEMENTS.map((a) => (
              <div key={a.label} className={styles.achievement}>
                <p className={`h4 ${styles.figure}`}>{a.figure}</p>
                <p className="text-muted">{t(`about.${a.label}`)}</p>
              </div>
            ))}
          </div>
        </section>

        <div className={styles.actions}>
          <Button variant="contained" size="large" to="/shop">
            {t('about.shopCollection')}
          </Button>
          <Button variant="outlined" size="large" to="/contact">
            {t('about.contactUs')}
          </Button>
        </div>
      </Container>
    </>
  );
}
