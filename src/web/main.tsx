import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { sessionKey } from '#web/features/auth/session.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { router } from './app/router.tsx';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A session that ended on the server ends here too: the shell then shows the login screen.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED')
        queryClient.setQueryData(sessionKey, null);
    },
  }),
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('Root element não encontrado');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-right" duration={5000} richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
