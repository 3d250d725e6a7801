import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { brandRobots, robotItem, robotSummary } from '../../../test/robots';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf } from '../../../test/session';
import { DashboardPage } from './dashboard-page';

const brands = [
  { id: 1, name: 'Aquabot', images: { main: null, slim: null } },
  { id: 2, name: 'Dolphin', images: { main: null, slim: null } },
];
const latestNews = [
  {
    id: 31,
    title: 'Spring service days',
    summary: 'Book a slot.',
    dateCreate: Date.UTC(2026, 3, 1) / 1000,
    image: null,
  },
];

async function renderDashboard(session = sessionOf({ name: 'Ana Pool' }, { brands, latestNews })) {
  server.use(api.get('/dashboard', session));
  return renderRoutes(
    [
      { path: '/', Component: DashboardPage },
      { path: '/robots/:pn/:year/:sn?', element: <p>Robot page</p> },
      { path: '/brands/:id/:name?', element: <p>Brand page</p> },
    ],
    '/',
    ['common', 'dashboard'],
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search brands and robots' });
const catalogue = () => screen.getByRole('region', { name: 'Brands and robots' });

describe('the dashboard', () => {
  it('greets the user, shows the latest news and a tile for each brand of the account', async () => {
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana Pool' })).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Latest news' });
    expect(within(news).getByRole('heading', { name: 'Spring service days' })).toBeTruthy();
    expect(
      within(news).getByRole('link', { name: 'Read more: Spring service days' }).getAttribute('href'),
    ).toBe('/news/31/spring-service-days');
    const tiles = within(catalogue()).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/brands/1/Aquabot',
      '/brands/2/Dolphin',
    ]);
  });

  it('says so when the account has no brands, with no search box and no news section', async () => {
    await renderDashboard(sessionOf({ name: 'Ana Pool' }));
    expect(await screen.findByText('There are no brands associated with your account.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull();
  });

  it("loads the brands' robots only once somebody searches, and shows the brands and robots that match", async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.get(
        '/robots/brands/:id',
        ({ params }) =>
          params.id === '1'
            ? brandRobots(1, 'Aquabot', [
                robotSummary(10, 'AB-S300', 'Aquabot S300'),
                robotSummary(11, 'AB-X5', 'Aquabot X5'),
              ])
            : brandRobots(2, 'Dolphin', [robotSummary(20, 'DL-S300', 'Dolphin S300')]),
        sent,
      ),
    );
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ana Pool' });
    expect(sent).toHaveLength(0);

    await userEvent.type(searchBox(), 's300');
    const robots = await within(catalogue()).findAllByRole('link', { name: /S300/ });
    expect(robots.map((tile) => tile.getAttribute('href'))).toEqual([
      '/robots/AB-S300/2025',
      '/robots/DL-S300/2025',
    ]);
    expect(within(catalogue()).queryByRole('link', { name: /X5/ })).toBeNull();
    // No brand is named "s300": only robot tiles.
    expect(within(catalogue()).queryByRole('link', { name: 'Aquabot' })).toBeNull();
    expect(sent.map((r) => r.url.pathname).sort()).toEqual(['/api/robots/brands/1', '/api/robots/brands/2']);
  });

  it('says when nothing matches the search', async () => {
    server.use(api.get('/robots/brands/:id', ({ params }) => brandRobots(Number(params.id), 'x', [])));
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ana Pool' });
    await userEvent.type(searchBox(), 'no such robot');
    expect(await screen.findByText('No brands or robots match “no such robot”.')).toBeTruthy();
  });

  it('looks a serial up on the server, shows its robot, and Enter opens it', async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.get('/robots/brands/:id', ({ params }) => brandRobots(Number(params.id), 'x', [])),
      api.get(
        '/robots/sn/:sn',
        ({ params }) =>
          params.sn === 'SN12345' ? robotItem('SN12345', 'AB-S300', 'Aquabot S300') : refusals.notFound(),
        sent,
      ),
    );
    const router = await renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ana Pool' });
    await userEvent.type(searchBox(), 'sn12345');
    expect(await within(catalogue()).findByText('Serial SN12345')).toBeTruthy();
    expect(sent.at(-1)?.url.searchParams.get('byAutoComplete')).toBe('1');
    await userEvent.type(searchBox(), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/robots/AB-S300/2025/SN12345'));
  });

  it('opens the only brand found with Enter', async () => {
    server.use(
      api.get('/robots/brands/:id', ({ params }) => brandRobots(Number(params.id), 'x', [])),
      // "DOLPH" is shaped like a serial: it is looked up too, and is none.
      api.get('/robots/sn/:sn', refusals.notFound()),
    );
    const router = await renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ana Pool' });
    await userEvent.type(searchBox(), 'dolph');
    await waitFor(() => expect(within(catalogue()).getAllByRole('link')).toHaveLength(1));
    await userEvent.type(searchBox(), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands/2/Dolphin'));
  });
});
