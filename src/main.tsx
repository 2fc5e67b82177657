import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import { getVisitorLocation } from './api/visitor';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

// Location flow (spec §4) starts once at load; a blocked service resolves to null, browsing goes on.
void getVisitorLocation();

const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
