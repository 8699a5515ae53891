import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOUNDED_YEAR } from '../lib/shopInfo';
import { SHOP_NAME } from '../theme';
import { usePageTitle } from '../lib/usePageTitle';
import { useTranslation } from '../i18n/translation';

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
      <Box sx={{ bgcolor: '#2b1d14', color: '#fff', py: { xs: 6, md: 9 }, textAlign: 'center' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
            {t('about.heading', { shop: SHOP_NAME })}
          </Typography>
          <Typography sx={{ mt: 2, opacity: 0.85 }}>{t('about.since', { year: FOUNDED_YEAR })}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box component="section" aria-labelledby="story" sx={{ maxWidth: 800, mx: 'auto' }}>
          <Typography id="story" variant="h4" component="h2" gutterBottom>
            {t('about.story')}
          </Typography>
          <Typography paragraph color="text.secondary">
            {t('about.story1', { shop: SHOP_NAME, year: FOUNDED_YEAR })}
          </Typography>
          <Typography paragraph color="text.secondary">
            {t('about.story2')}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="values" sx={{ mt: 6 }}>
          <Typography id="values" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            {t('about.values')}
          </Typography>
          <Grid container spacing={2}>
            {VALUES.map((v) => (
              <Grid key={v} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card sx={{ p: 3, height: '100%' }}>
                  <Typography variant="h6" component="h3" color="primary">
                    {t(`about.${v}Title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`about.${v}Text`)}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="team" sx={{ mt: 6 }}>
          <Typography id="team" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            {t('about.team')}
          </Typography>
          <Grid container spacing={2}>
            {TEAM.map((m) => (
              <Grid key={m.name} size={{ xs: 12, md: 4 }}>
                <Card sx={{ p: 3, textAlign: 'center' }}>
                  <Avatar sx={{ width: 72, height: 72, mx: 'auto', mb: 1, bgcolor: 'secondary.main', fontSize: 28 }}>
                    {m.name
                      .split(' ')
                      .map((w) => w[0])
                      .join('')}
                  </Avatar>
                  <Typography variant="h6" component="h3">{m.name}</Typography>
                  <Typography color="text.secondary">{t(`about.${m.role}`)}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="achievements" sx={{ mt: 6, bgcolor: '#f1e7dc', borderRadius: 3, p: { xs: 3, md: 5 } }}>
          <Typography id="achievements" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            {t('about.achievements')}
          </Typography>
          <Grid container spacing={2}>
            {ACHIEVEMENTS.map((a) => (
              <Grid key={a.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
                <Typography variant="h4" component="p" color="primary">
                  {a.figure}
                </Typography>
                <Typography color="text.secondary">{t(`about.${a.label}`)}</Typography>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 6 }}>
          <Button variant="contained" size="large" component={RouterLink} to="/shop">
            {t('about.shopCollection')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/contact">
            {t('about.contactUs')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}
