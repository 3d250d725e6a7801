import { ErrorCode } from '@poolside/contract/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { fail, fakeFetch, ok } from '../test/render';
import { server } from '../test/server';
import { ApiError, api, apiUrl, setNotLoggedInHandler } from './api-client';
import { apiFiles } from './api-files';

afterEach(() => {
  vi.unstubAllGlobals();
  setNotLoggedInHandler(null);
});

describe('the typed client', () => {
  it('fills path values (URI-encoded) and leaves unset query values out', () => {
    expect(apiUrl('/warranty/{sn}/eligibility', { path: { sn: 'A B/1' } })).toBe(
      '/api/warranty/A%20B%2F1/eligibility',
    );
    expect(apiUrl('/cart', { query: { shippingMethod: 'SEA', other: undefined } })).toBe(
      '/api/cart?shippingMethod=SEA',
    );
  });

  it('answers the envelope data and sends the JSON body', async () => {
    const requests = fakeFetch(() => ok({ id: 7, status: 'x' }));
    await expect(api.put('/users', { email: 'a@b.c' } as never)).resolves.toEqual({ id: 7, status: 'x' });
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { email: 'a@b.c' } });
    expect(requests[0].url.pathname).toBe('/api/users');
  });

  it('throws an ApiError with the request id and Retry-After; not logged in calls the handler', async () => {
    fakeFetch(() => fail(ErrorCode.loginFailed, 429, null, { 'retry-after': '12' }));
    const error = await api.get('/companies/options').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 429, requestId: 'req-test-1', retryAfter: 12 });

    const handler = vi.fn();
    setNotLoggedInHandler(handler);
    fakeFetch(() => fail(ErrorCode.notLoggedIn, 401));
    await expect(api.get('/companies/options')).rejects.toMatchObject({ code: ErrorCode.notLoggedIn });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('uploads a multipart form to a typed path and answers its data', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push([
        url,
        init.body instanceof FormData,
        (init.headers as Record<string, string>)['content-type'],
      ]);
      return new Response(JSON.stringify({ status: true, code: 0, data: { id: 3, name: 'a.png' } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png'));
    await expect(apiFiles.upload('/upload', form, { query: { kind: 'image' } })).resolves.toEqual({
      id: 3,
      name: 'a.png',
    });
    expect(sent).toEqual([['/api/upload?kind=image', true, undefined]]);
  });

  it('saves a downloaded file under the server name; an envelope answer throws its ApiError', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    server.use(
      http.get(
        '*/api/order/1/pdf',
        () =>
          new HttpResponse('%PDF', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="o-1.pdf"',
            },
          }),
      ),
    );
    await apiFiles.download('/order/{id}/pdf', { path: { id: 1 }, fileName: 'order-1.pdf' });
    expect(saved).toEqual(['o-1.pdf']);

    fakeFetch(() => fail(ErrorCode.notFound, 404));
    await expect(
      apiFiles.download('/order/{id}/pdf', { path: { id: 2 }, fileName: 'x.pdf' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
