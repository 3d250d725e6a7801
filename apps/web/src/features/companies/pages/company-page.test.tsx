import { ErrorCode } from '@poolside/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyDetail, companyOptions } from '../../../test/companies';
import { renderRoutes } from '../../../test/render';
import { choose, errorAt, fieldInput } from '../../../test/select';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { CompanyPage } from './company-page';

const staff = (typeId: number) =>
  sessionOf(
    { type: { ...sessionOf().user.type, id: typeId } },
    { countries: [{ code: 'FR', name: 'France' }] },
  );

async function renderCompany(path: string, typeId = 1) {
  server.use(
    api.get('/companies/options', companyOptions),
    api.get('/companies/:id/users', { rows: [], total: 0 }),
  );
  return renderRoutes(
    [
      { path: '/admin/companies/:companyId', Component: CompanyPage },
      { path: '/admin/companies', element: <p>Companies list</p> },
    ],
    path,
    ['common', 'companies'],
    signedInClient(staff(typeId)),
  );
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('a new company', () => {
  it('says at each field what is missing and sends nothing', async () => {
    const sent: SentRequest[] = [];
    server.use(api.put('/companies', null, sent));
    await renderCompany('/admin/companies/new');
    await screen.findByRole('heading', { name: 'New company' });
    submit('Create company');
    await waitFor(() => expect(errorAt('Company number')).toBe('This field is required'));
    expect(errorAt('Name')).toBe('This field is required');
    expect(errorAt('Country')).toBe('This field is required');
    fireEvent.change(fieldInput('Company number'), { target: { value: 'SC 9' } });
    submit('Create company');
    await waitFor(() => expect(errorAt('Company number')).toBe('This value is not accepted'));
    expect(sent).toHaveLength(0);
  });

  it('sends the fields, says it was created and opens the new company', async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.put('/companies', { company: companyDetail({ id: 12, name: 'Sun Pools' }), created: true }, sent),
      api.get('/companies/:id', companyDetail({ id: 12, name: 'Sun Pools' })),
    );
    const router = await renderCompany('/admin/companies/new');
    await screen.findByRole('heading', { name: 'New company' });
    fireEvent.change(fieldInput('Company number'), { target: { value: 'SC-900' } });
    fireEvent.change(fieldInput('Name'), { target: { value: 'Sun Pools' } });
    await choose('Distributor', 'D-200 · Blue Waters Distribution');
    await choose('Country', 'France');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dolphin' }));
    submit('Create company');

    expect(await screen.findByText('The company was created.')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      number: 'SC-900',
      name: 'Sun Pools',
      kind: 'service_centre',
      parentId: 2,
      country: 'FR',
      currency: 'USD',
      priceList: 'standard',
      brandIds: [2],
      isActive: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/12'));
  });

  it("puts the server's refusal of a taken number at the number, without a crash dialog", async () => {
    server.use(api.put('/companies', failResponse(ErrorCode.companyExists, { field: 'number' })));
    await renderCompany('/admin/companies/new');
    await screen.findByRole('heading', { name: 'New company' });
    fireEvent.change(fieldInput('Company number'), { target: { value: 'SC-700' } });
    fireEvent.change(fieldInput('Name'), { target: { value: 'Copy' } });
    await choose('Country', 'France');
    submit('Create company');
    await waitFor(() => expect(errorAt('Company number')).toBe('Another company already has this number.'));
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
  });

  it('sends provider staff who may only read back to the list', async () => {
    const router = await renderCompany('/admin/companies/new', 2);
    expect(await screen.findByText('Companies list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/companies');
  });
});

describe('an existing company', () => {
  it('shows its fields and its users; a save sends the change and says so', async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.get('/companies/:id', ({ params }) => (params.id === '7' ? companyDetail() : refusals.notFound())),
      api.post('/companies/:id', companyDetail({ name: 'Clear Pools Lyon' }), sent),
    );
    await renderCompany('/admin/companies/7');
    expect(await screen.findByRole('heading', { name: 'Company Clear Pools' })).toBeTruthy();
    expect(fieldInput('Company number').value).toBe('SC-700');
    expect(fieldInput('Distributor').value).toBe('D-200 · Blue Waters Distribution');
    expect((screen.getByRole('checkbox', { name: 'Aquabot' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Users of this company' })).toBeTruthy();

    fireEvent.change(fieldInput('Name'), { target: { value: 'Clear Pools Lyon' } });
    submit('Save');
    expect(await screen.findByText('The company was saved.')).toBeTruthy();
    expect(sent[0]?.url.pathname).toBe('/api/companies/7');
    expect(sent[0]?.body).toMatchObject({ name: 'Clear Pools Lyon', parentId: 2, brandIds: [1] });
  });

  it('asks before a deactivation, naming how many users will be logged out', async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.get('/companies/:id', companyDetail()),
      api.post('/companies/:id', companyDetail({ isActive: false }), sent),
    );
    await renderCompany('/admin/companies/7');
    await screen.findByRole('heading', { name: 'Company Clear Pools' });
    fireEvent.click(screen.getByRole('switch', { name: /Active/ }));
    submit('Save');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this company?' });
    expect(within(dialog).getByText(/Its 4 users will be logged out/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ isActive: false });
  });

  it('is read-only for provider staff below the administrator: no save, fields disabled', async () => {
    server.use(api.get('/companies/:id', companyDetail()));
    await renderCompany('/admin/companies/7', 2);
    expect(await screen.findByText('Only the provider administrator can change companies.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Disabled by the form's fieldset, as the browser sees it.
    expect(fieldInput('Name').matches(':disabled')).toBe(true);
  });

  it('says the company does not exist and goes back to the list', async () => {
    server.use(api.get('/companies/:id', refusals.notFound()));
    const router = await renderCompany('/admin/companies/99');
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/companies');
  });
});
