// Compile-time proof that the client is typed from the server's routes: `npm run typecheck` compiles this
// file, and each `@ts-expect-error` line must be an error (a line that compiles fails the typecheck).
// Nothing here runs: the calls sit in a function that is never called.
import type { CompanyDetail } from '@poolside/contract/companies';
import { api } from './api-client';

export async function typedClientProof(signal: AbortSignal) {
  // A path the server has, with its path value: the answer is the route's answer.
  const company: CompanyDetail = await api.get('/companies/{id}', { path: { id: 1 }, signal });
  void company.name;
  const options = await api.get('/companies/options');
  void options;

  // @ts-expect-error a path the server does not have
  await api.get('/companies/{id}/nowhere', { path: { id: 1 } });
  // @ts-expect-error a method the path does not have
  await api.delete('/companies/options');
  // @ts-expect-error a path value is required
  await api.get('/companies/{id}');
  // @ts-expect-error a path value of the wrong name
  await api.get('/companies/{id}', { path: { companyId: 1 } });

  const body = {
    number: 'P-1',
    name: 'Pool',
    kind: 'provider' as const,
    country: 'FR' as const,
    currency: 'EUR' as const,
    priceList: 'A',
  };
  await api.put('/companies', body);
  // @ts-expect-error a body field the route does not take
  await api.put('/companies', { ...body, colour: 'blue' });
  // @ts-expect-error a body field of the wrong type
  await api.put('/companies', { ...body, kind: 'shop' });

  const detail = await api.get('/companies/{id}', { path: { id: 1 } });
  // @ts-expect-error an answer field the route does not answer
  void detail.colour;
  // @ts-expect-error an answer field of another type
  const name: number = detail.name;
  void name;
}
