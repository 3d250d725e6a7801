import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { loadNamespaces } from '../lib/i18n';

export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type FakeRequest = { url: URL; method: string; body: unknown };

/** Replaces fetch: each call is recorded and answered by the handler (an envelope by default). */
export function fakeFetch(handler: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = handler(request);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-test-1', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', spy);
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

export async function renderWithProviders(ui: ReactElement, namespaces: string[] = ['common']) {
  await loadNamespaces(...namespaces);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<Providers client={client}>{ui}</Providers>);
}
