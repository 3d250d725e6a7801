import type { WarrantyUpdate } from '@poolside/contract/warranty';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { robotItem, warrantyUpdate } from '../../../test/robots';
import { fieldInput } from '../../../test/select';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { WarrantyUpdatePage } from './warranty-update-page';

const update = warrantyUpdate();

/** The page at `/admin/warranty_updates/{sn}`: robots and updates answered by serial, deletions recorded. */
async function renderUpdate(
  sn: string,
  updates: Record<string, WarrantyUpdate | null> = { SN100004: update },
) {
  const robotsAsked: SentRequest[] = [];
  const deletions: SentRequest[] = [];
  server.use(
    api.get(
      '/robots/sn/:sn',
      ({ params }) =>
        params.sn === 'SN404' ? refusals.notFound() : robotItem(String(params.sn), 'AB-S300', 'Aquabot S300'),
      robotsAsked,
    ),
    api.get(
      '/warranty/:sn',
      ({ params }) => updates[String(params.sn)] ?? failResponse(-15, null, { httpStatus: 404 }),
    ),
    api.delete('/warranty/:sn', null, deletions),
    api.get('/warranty', { rows: [], total: 0 }),
  );
  const router = await renderRoutes(
    [
      { path: '/admin/warranty_updates/:sn', Component: WarrantyUpdatePage },
      { path: '/admin/warranty_updates', element: <p>Updates list</p> },
    ],
    `/admin/warranty_updates/${sn}`,
    ['common', 'adminWarranty', 'warranty'],
    signedInClient(sessionOf()),
  );
  return { router, robotsAsked, deletions };
}

// A serial no robot has is tested in warranty-update-page.test.tsx (the not-found dialog).
describe('one warranty update to review', () => {
  it("shows the robot and its update, with the partner's sale date and invoice", async () => {
    await renderUpdate('sn100004');
    expect(await screen.findByText(/invoice-march\.pdf/)).toBeTruthy();
    expect(fieldInput('Robot SN').value).toBe('SN100004');
    expect(screen.getAllByText(/Aquabot S300/).length).toBeGreaterThan(0);
    expect(screen.getByText('Service Lyon (3001)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject and delete' })).toBeTruthy();
  });

  it('offers no rejection for a robot without an update', async () => {
    await renderUpdate('SN100005', {});
    expect(await screen.findByRole('button', { name: 'Save and approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject and delete' })).toBeNull();
    expect(screen.getByText(/Nobody has updated this robot's warranty yet/)).toBeTruthy();
  });

  it('looks another serial up in its own address, in capitals', async () => {
    const { router } = await renderUpdate('SN100004');
    await screen.findByText(/invoice-march\.pdf/);
    fireEvent.change(fieldInput('Robot SN'), { target: { value: 'sn100005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/warranty_updates/SN100005'));
  });

  it('requires a serial to look up, and stays', async () => {
    const { router, robotsAsked } = await renderUpdate('SN100004');
    await screen.findByText(/invoice-march\.pdf/);
    const asked = robotsAsked.length;
    fireEvent.change(fieldInput('Robot SN'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(fieldInput('Robot SN').getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/admin/warranty_updates/SN100004');
    expect(robotsAsked).toHaveLength(asked);
  });

  it('rejects the update only once confirmed, deletes it and goes back to the list', async () => {
    const { router, deletions } = await renderUpdate('SN100004');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject and delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the warranty update?' });
    expect(within(dialog).getByText(/The warranty update of SN100004 will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete the warranty update?' })).toBeNull(),
    );
    expect(deletions).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reject and delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the warranty update?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    expect(await screen.findByText('Updates list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/warranty_updates');
    expect(deletions.map((d) => d.url.pathname)).toEqual(['/api/warranty/SN100004']);
    expect(await screen.findByText('The warranty update of SN100004 was deleted.')).toBeTruthy();
  });

  it('goes back to the list from the button', async () => {
    const { router } = await renderUpdate('SN100004');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/warranty_updates'));
  });
});
