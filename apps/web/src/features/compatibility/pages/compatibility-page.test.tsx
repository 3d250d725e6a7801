import type { CompatibilityRow } from '@poolside/contract/compatibility';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { CompatibilityPage } from './compatibility-page';

const rows: CompatibilityRow[] = [
  { id: 1, pn: 'OLD-100', pnDescription: 'Drive belt', newPN: 'NEW-200', newPNDescription: 'Drive belt v2' },
  { id: 2, pn: 'OLD-100', pnDescription: 'Drive belt', newPN: 'NEW-300', newPNDescription: 'Belt kit' },
];

async function renderCompatibility() {
  await renderRoutes([{ path: '/compatibility', Component: CompatibilityPage }], '/compatibility', [
    'common',
    'compatibility',
  ]);
  return screen.getByRole('textbox', { name: /Part number/ });
}

describe('the compatibility page', () => {
  it('requires a part number at the field and asks nothing', async () => {
    // No handler: a request would fail the test.
    await renderCompatibility();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter what to search for.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('looks the part number up in capitals and lists its replacements, each linking to ordering', async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/compatibility/:pn', rows, sent));
    const input = await renderCompatibility();
    await userEvent.type(input, 'old-100');
    expect((input as HTMLInputElement).value).toBe('OLD-100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Spare-part compatibility' });
    expect(sent.map((r) => r.url.pathname)).toEqual(['/api/compatibility/OLD-100']);
    const link = within(table).getByRole('link', { name: 'NEW-300' });
    expect(link.getAttribute('href')).toBe('/spares/make_order/NEW-300');
    expect(within(table).getByText('Drive belt v2')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('says when a part number has no compatibility, with no list and no export', async () => {
    server.use(api.get('/compatibility/:pn', refusals.notFound()));
    const input = await renderCompatibility();
    await userEvent.type(input, 'XYZ-1{Enter}');
    expect(await screen.findByText('No compatibility found for this part number')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });
});
