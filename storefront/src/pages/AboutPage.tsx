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

const VALUES = [
  { title: 'Style', text: 'Timeless designs rooted in Kenyan tradition, made for everyday life.' },
  { title: 'Service', text: 'Real people answer every message, order and return.' },
  { title: 'Value', text: 'Fair prices for you and fair pay for every artisan.' },
  { title: 'Quality', text: 'Natural sisal, wool, cotton and leather, checked piece by piece.' },
];

const TEAM = [
  { name: 'Achieng Otieno', role: 'Founder & Creative Director' },
  { name: 'David Mwangi', role: 'Head of Artisan Partnerships' },
  { name: 'Faith Njeri', role: 'Customer Experience Lead' },
];

const ACHIEVEMENTS = [
  { figure: '2,500+', label: 'Happy Customers' },
  { figure: '8,000+', label: 'Products Sold' },
  { figure: '98%', label: 'Satisfaction Rate' },
  { figure: '24/7', label: 'Customer Support' },
];

export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <Box sx={{ bgcolor: '#2b1d14', color: '#fff', py: { xs: 6, md: 9 }, textAlign: 'center' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
            About {SHOP_NAME}
          </Typography>
          <Typography sx={{ mt: 2, opacity: 0.85 }}>Handcrafted Kenyan accessories since {FOUNDED_YEAR}.</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box component="section" aria-labelledby="story" sx={{ maxWidth: 800, mx: 'auto' }}>
          <Typography id="story" variant="h4" component="h2" gutterBottom>
            Our Story
          </Typography>
          <Typography paragraph color="text.secondary">
            {SHOP_NAME} was founded in {FOUNDED_YEAR} in Nairobi with one idea: the bags, ponchos, scarves and wallets made
            by Kenyan artisans deserve a shop as good as their craft. We started with a handful of kiondo weavers from
            Machakos and today work with makers across the country.
          </Typography>
          <Typography paragraph color="text.secondary">
            Every product is made by hand in small batches. We pay our artisans fairly and on time, and we tell you who
            made what you buy.
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="values" sx={{ mt: 6 }}>
          <Typography id="values" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            Our Values
          </Typography>
          <Grid container spacing={2}>
            {VALUES.map((v) => (
              <Grid key={v.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card sx={{ p: 3, height: '100%' }}>
                  <Typography variant="h6" component="h3" color="primary">
                    {v.title}
                  </Typography>
                  <Typography color="text.secondary">{v.text}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="team" sx={{ mt: 6 }}>
          <Typography id="team" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            Meet the Team
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
                  <Typography color="text.secondary">{m.role}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="achievements" sx={{ mt: 6, bgcolor: '#f1e7dc', borderRadius: 3, p: { xs: 3, md: 5 } }}>
          <Typography id="achievements" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
            Our Achievements
          </Typography>
          <Grid container spacing={2}>
            {ACHIEVEMENTS.map((a) => (
              <Grid key={a.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
                <Typography variant="h4" component="p" color="primary">
                  {a.figure}
                </Typography>
                <Typography color="text.secondary">{a.label}</Typography>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 6 }}>
          <Button variant="contained" size="large" component={RouterLink} to="/shop">
            Shop the Collection
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/contact">
            Contact Us
          </Button>
        </Stack>
      </Container>
    </>
  );
}
