import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { App, BASENAME } from './App';

// A browser router with real URLs (/dashboard/products …) instead of react-admin's default
// hash router; the console lives under /dashboard, which the API serves as a SPA.
//
// useTransitions={false}: React Router 7 otherwise wraps every navigation in
// React.startTransition (react-admin's own router turns this off too). With requireAuth, a
// visitor with no session is logged out and sent to /login, and react-admin then clears its
// query cache; those urgent updates kept interrupting the low-priority navigation, so the
// tree stayed on the old URL, checked auth again and logged out again, thousands of times,
// before the login form showed.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={`${BASENAME}/*`} element={<App />} />
        <Route path="*" element={<Navigate to={BASENAME} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
