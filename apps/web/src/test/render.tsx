import { type DefaultBodyType, HttpResponse, http } from 'msw';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import { closeFeedbackDialog, FeedbackDialogHost } from '../components/feedback-dialogs';
import { loadNamespaces } from '../lib/i18n';
import { type SentRequest, sentRequestOf, server } from './server';

export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type FakeRequest = SentRequest;

/**
 * Answers every request with one function (an envelope by default) and records them in order: the older
 * style, kept for tests that answer many paths in one switch. It is an msw handler like any other (the
 * network is the msw server of server.ts); new tests use `api.get(path, data)` handlers instead.
 */
export function fakeFetch(handler: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const sent = await sentRequestOf(request);
      requests.push(sent);
      const answer = handler(sent);
      return HttpResponse.json(answer.body as DefaultBodyType, {
        status: answer.status ?? 200,
        headers: { 'x-request-id': 'req-test-1', ...answer.headers },
      });
    }),
  );
  return requests;
}

export function ok(data: unknown): FakeAnswer {
  return { body: { status: true, code: 0, data } };
}

export function fail(code: number, status: number, data: unknown = null, headers?: Record<string, string>) {
  return { status, body: { status: false, code, data }, headers };
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export async function renderWithProviders(
  ui: ReactElement,
  namespaces: string[] = ['common'],
  client: QueryClient = testQueryClient(),
) {
  await loadNamespaces(...namespaces);
  return render(<Providers client={client}>{ui}</Providers>);
}

/**
 * Renders routes in a memory router at `path`, with the app's error and success dialog (showError), its
 * confirmations (useConfirm) and its notifications: a page test sees what the user sees, and where the page sent them
 * (`router.state.location`).
 */
export async function renderRoutes(
  routes: RouteObject[],
  path: string,
  namespaces: string[] = ['common'],
  client?: QueryClient,
) {
  closeFeedbackDialog();
  notifications.clean();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    namespaces,
    client,
  );
  return router;
}
