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
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
