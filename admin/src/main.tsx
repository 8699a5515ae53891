import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { App, BASENAME } from './App';

// A browser router with real URLs (/dashboard/products …) instead of react-admin's default
// hash router; the console lives under /dashboard, which the API serves as a SPA.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={`${BASENAME}/*`} element={<App />} />
        <Route path="*" element={<Navigate to={BASENAME} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
