import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { ApiError } from '../api/client.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { LeaveGuardContext, withLeaveGuard, type GuardedHistory } from '../components/leave-guard.ts';
import { Notifications } from '../components/notifications.tsx';
import { RouteFocus } from '../components/RouteFocus.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { withRoot } from './routes.tsx';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { useLocalizedTheme } from './localized-theme.ts';
import { theme } from './theme.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A lost session or a refusal will not mend itself by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

/** Everything around the routes: theme, data cache, snackbars, session, error screen. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={useLocalizedTheme(theme)}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Notifications />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export const appRoutes = (): RouteObject[] =>
  withRoot((outlet) => (
    <ErrorBoundary>
      <SessionProvider>
        <DocumentTitle />
        <RouteFocus />
        {outlet}
      </SessionProvider>
    </ErrorBoundary>
  ));

/** The route table on a history, with the leave guard that history carries. */
export function AppRouter({ history }: { history: GuardedHistory }) {
  return (
    <LeaveGuardContext.Provider value={history}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </LeaveGuardContext.Provider>
  );
}

function AppRoutes() {
  const [routes] = useState(appRoutes);
  return useRoutes(routes);
}

/**
 * React Router in its declarative mode: the data router (loaders, actions, fetchers) is 17 kB of
 * every first load that Cabildo does not use; its `useBlocker` is `useLeaveGuard` here.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [history] = useState(() => withLeaveGuard(createBrowserHistory({ v5Compat: true })));
  return (
    <Providers queryClient={queryClient}>
      <AppRouter history={history} />
    </Providers>
  );
}
