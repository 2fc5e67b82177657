import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/global.css';
import { getVisitorLocation } from './api/visitor';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

// Location flow (spec §4) starts once at load; a blocked service resolves to null, browsing goes on.
void getVisitorLocation();

// One store for the providers and the router: route loaders start their page's API calls with it.
const store = makeStore();
const router = createAppRouter(store);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
