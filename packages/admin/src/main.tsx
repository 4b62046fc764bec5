import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.js';
import { createStudioRouter } from './app/router.js';
import { createQueryClient } from './lib/query-client.js';
import { sessionQuery } from './lib/session.js';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no #root element');
const queryClient = createQueryClient();
// Ask who is signed in while React starts, not after the first render.
void queryClient.prefetchQuery(sessionQuery);
createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={createStudioRouter(queryClient)} />
    </AppProvider>
  </StrictMode>,
);
