// First: starts the first screen's requests before anything else runs.
import './app/early-fetch.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { preloadToastList, Toaster } from '#web/components/ui/toaster.tsx';
import { sessionKey } from '#web/data/session.ts';
import { registerServiceWorker } from '#web/features/offline/register-sw.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { primeFirstScreen } from './app/prime.ts';
import { AppRouter } from './app/router.tsx';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A session that ended on the server ends here too: the shell then shows the login screen.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED')
        queryClient.setQueryData(sessionKey, null);
    },
  }),
  // offlineFirst: a query runs even with no connection, so the student's screens get the device's copy
  // (lib/outbox/snapshots.ts) instead of waiting paused.
  defaultOptions: { queries: { refetchOnWindowFocus: false, networkMode: 'offlineFirst' } },
});

const root = document.getElementById('root');
if (!root) throw new Error('Root element não encontrado');

// At /aluno the first render waits (briefly) for the home's data, already on its way, and paints the home.
void primeFirstScreen(queryClient).then(() => {
  // index.html's loading placeholder goes, or the home the server rendered (src/web/ssr): the app renders
  // into an empty element, in the same task, so the phone never paints the gap.
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toaster duration={5000} richColors closeButton />
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  // The toasts' list is not on the first screen's path; it comes right after, ready for the first toast.
  setTimeout(() => void preloadToastList(), 0);
});
