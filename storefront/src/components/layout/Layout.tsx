import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from '../PageLoading';

export function StoreLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page's data arriving never moves it into view or out. */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
