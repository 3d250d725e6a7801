import type { AuditEntry, AuditRow } from '@poolside/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { AuditPage } from './audit-page';

const row = (id: number, action: string, entity: string, changedFields: string[]): AuditRow => ({
  id,
  at: Date.UTC(2026, 1, 3, 10, 0) / 1000,
  actorId: 1,
  actorName: 'Dana Admin',
  actorEmail: 'admin@demo.test',
  action,
  entity,
  entityId: String(id),
  changedFields,
});

const rows = [
  row(3, 'qa.update', 'qa_params', ['psWeek', 'prefix2']),
  row(2, 'update-own', 'user', ['language']),
  row(1, 'twoFactor_reset', 'user', ['twoFactorEnabled']),
];

const entry: AuditEntry = {
  ...row(7, 'warranty.review', 'warranty_update', ['reviewedAt', 'saleDate']),
  before: { reviewedAt: null, saleDate: '2026-01-05' },
  after: { reviewedAt: '2026-02-03T10:00:00.000Z', saleDate: '2026-01-06' },
  changes: [
    { field: 'reviewedAt', before: null, after: '2026-02-03T10:00:00.000Z' },
    { field: 'saleDate', before: '2026-01-05', after: '2026-01-06' },
    { field: 'twoFactorEnabled', before: true, after: false },
    { field: 'status', before: 'SNT', after: 'REC' },
  ],
  entity: 'rma_request',
  requestId: null,
};

function fakeServer() {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/audit') return ok({ rows, total: rows.length });
    if (path === '/api/audit/facets') return ok({ actions: ['qa.update', 'update-own'], entities: ['user'] });
    if (path === '/api/audit/3') return ok(entry);
    return { status: 404, body: { status: false, code: -15, data: null } };
  });
}

async function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/audit', Component: AuditPage }], {
    initialEntries: ['/admin/audit'],
  });
  await renderWithProviders(<RouterProvider router={router} />, ['common', 'adminAudit']);
}

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('the audit log', () => {
  it("shows actions and changed fields as words of the reader's language, never codes", async () => {
    fakeServer();
    await i18next.changeLanguage('fra');
    await renderPage();
    await screen.findByText('Connexion en deux étapes réinitialisée');
    const cells = screen.getAllByRole('row').map((tr) =>
      within(tr)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual(
      expect.arrayContaining([
        expect.arrayContaining(['Paramètres QA modifiés', 'Paramètres QA', 'Semaine alim., Préfixe 2']),
        expect.arrayContaining(["Profil modifié par l'utilisateur", 'Utilisateur', 'Langue']),
        expect.arrayContaining(['Connexion en deux étapes réinitialisée', 'Connexion en deux étapes']),
      ]),
    );
    for (const code of ['qa.update', 'update-own', 'twoFactorEnabled', 'psWeek']) {
      expect(screen.queryByText(code, { exact: false })).toBeNull();
    }
  });

  it('shows an entry as a table of field, before and after with readable values', async () => {
    fakeServer();
    await i18next.changeLanguage('fra');
    await renderPage();
    await userEvent.click(await screen.findByRole('cell', { name: 'Paramètres QA modifiés' }));
    const table = await screen.findByRole('table', { name: 'Modifications' });
    const lines = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(lines).toEqual([
      ['Champ', 'Avant', 'Après'],
      ['Examinée le', '—', expect.stringMatching(/^03\/02\/2026 \d\d:00$/)],
      ['Date de vente', '05/01/2026', '06/01/2026'],
      ['Connexion en deux étapes', 'Oui', 'Non'],
      ['Statut', 'Envoyé', 'Reçu'],
    ]);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).queryByText(/[{}"]/)).toBeNull());
  });
});
