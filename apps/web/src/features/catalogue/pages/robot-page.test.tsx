import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { robotModel } from '../../../test/robots';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { RobotPage } from './robot-page';

async function renderRobot(path: string) {
  return renderRoutes(
    [
      { path: '/robots/:pn/:year/:sn?', Component: RobotPage },
      { path: '/notFound', element: <p>Not found page</p> },
    ],
    path,
    ['common', 'catalogue'],
  );
}

/** The label/value lines of the specification table. */
function specs() {
  const table = screen.getAllByRole('table')[0] as HTMLElement;
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
  );
}

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('a robot model page', () => {
  it('asks for the model of the address and shows its specification with units', async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/robots/:year/:pn', robotModel(), sent));
    await renderRobot('/robots/AB-S300/2025');
    expect(await screen.findByRole('heading', { name: 'Aquabot S300 (2025)' })).toBeTruthy();
    expect(sent.map((r) => r.url.pathname + r.url.search)).toEqual(['/api/robots/2025/AB-S300']);
    expect(specs()).toMatchObject({
      'Pool area': '12x6M',
      'Cycle time': '2.5 hours',
      'Cable length': '18 m',
      Weight: '9.5 kg',
      Certificate: 'Not available',
    });
  });

  it("writes numbers and known terms the reader's way", async () => {
    server.use(api.get('/robots/:year/:pn', robotModel()));
    await i18next.changeLanguage('fra');
    await renderRobot('/robots/AB-S300/2025');
    await screen.findByRole('heading', { name: 'Aquabot S300 (2025)' });
    expect(specs()).toMatchObject({
      Poids: '9,5 kg',
      'Zones nettoyées': "Fond, parois, ligne d'eau",
      Alimentation: 'Numérique 24V avec minuterie',
    });
  });

  it("lists the workbook; with a serial, the unit's part serials and which were replaced", async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/robots/:year/:pn', robotModel(), sent));
    await renderRobot('/robots/AB-S300/2025/SN777');
    await screen.findByRole('heading', { name: 'Aquabot S300 (2025)' });
    expect(sent[0]?.url.searchParams.get('sn')).toBe('SN777');
    const workbook = screen.getByRole('tabpanel', { name: 'Workbook' });
    const lines = within(workbook)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
    expect(lines).toEqual([
      ['#', 'Part number', 'Description', 'Amount', 'Serial number'],
      ['1.00', 'MTR-1', 'Drive motor', '1', 'M-001 replaced'],
      ['2.50', 'BRS-2', 'Brush non-serial', '2', ''],
    ]);
  });

  it('shows the documents with their links and says when there are no certifications', async () => {
    server.use(api.get('/robots/:year/:pn', robotModel()));
    await renderRobot('/robots/AB-S300/2025');
    await userEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect((await screen.findByRole('link', { name: 'User manual' })).getAttribute('href')).toBe(
      '/docs/um-1.pdf',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Certifications' }));
    expect(await screen.findByText('No certifications for this robot')).toBeTruthy();
  });

  it('says the workbook is not available, and offers no exploded view without its image', async () => {
    server.use(api.get('/robots/:year/:pn', robotModel({ parts: [] })));
    await renderRobot('/robots/AB-S300/2025');
    expect(await screen.findByText('The workbook is not available for this robot')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exploded view' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the large image', async () => {
    server.use(api.get('/robots/:year/:pn', robotModel()));
    await renderRobot('/robots/AB-S300/2025');
    await userEvent.click(await screen.findByRole('button', { name: 'Show large image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aquabot S300' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/img/s300-big.png');
  });

  it('goes to "not found" when the model does not exist or the address is not a model', async () => {
    server.use(api.get('/robots/:year/:pn', refusals.notFound()));
    const router = await renderRobot('/robots/AB-NONE/2025');
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notFound');
  });
});
