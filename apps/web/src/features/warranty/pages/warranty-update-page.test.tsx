import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server } from '../../../test/server';
import { WarrantyUpdatePage } from './warranty-update-page';

describe('/admin/warranty_updates/{sn}', () => {
  it('a serial no robot has: the one not-found dialog says "Robot not found" (spec 03), and the page goes back to the list', async () => {
    server.use(api.get('/robots/sn/:sn', refusals.notFound()), api.get('/warranty/:sn', refusals.notFound()));
    const router = await renderRoutes(
      [
        { path: '/admin/warranty_updates/:sn', Component: WarrantyUpdatePage },
        { path: '/admin/warranty_updates', element: <p>list</p> },
      ],
      '/admin/warranty_updates/NOPE1',
      ['common', 'adminWarranty'],
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Robot not found')).toBeTruthy();
    expect(within(dialog).getByText('No robot has this serial number.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/warranty_updates'));
    // Not a second way: the dialog only, no red toast beside it.
    expect(screen.getAllByText('Robot not found')).toHaveLength(1);
  });
});
