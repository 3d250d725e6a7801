import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server } from '../../../test/server';
import { NewsPage } from './news-page';

const news = contentItem(12, 'news', {
  title_eng: 'New robot range',
  body_eng: '<p>The <strong>Aqua 500</strong> is here.</p>',
  title_spa: 'Nueva gama de robots',
});

async function renderNews(path: string) {
  return renderRoutes(
    [
      { path: '/news/:id/:title?', Component: NewsPage },
      { path: '/', element: <p>Home page</p> },
    ],
    path,
    ['common', 'news'],
  );
}

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('a news page', () => {
  it('shows the item named by the address: its title, date and body', async () => {
    server.use(api.get('/contents/:id', ({ params }) => (params.id === '12' ? news : refusals.notFound())));
    await renderNews('/news/12/new-robot-range');
    expect(await screen.findByRole('heading', { name: 'New robot range' })).toBeTruthy();
    expect(screen.getByText('14/03/2026')).toBeTruthy();
    expect(screen.getByText('Aqua 500').tagName).toBe('STRONG');
  });

  it("shows the title in the reader's language and the body in English where it has none", async () => {
    server.use(api.get('/contents/:id', news));
    await i18next.changeLanguage('spa');
    await renderNews('/news/12');
    expect(await screen.findByRole('heading', { name: 'Nueva gama de robots' })).toBeTruthy();
    expect(screen.getByText('Aqua 500')).toBeTruthy();
  });

  it('goes home with "not found" when the item does not exist', async () => {
    server.use(api.get('/contents/:id', refusals.notFound()));
    const router = await renderNews('/news/99');
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home when the item is not a news item (a FAQ answer is not shown as news)', async () => {
    server.use(api.get('/contents/:id', { ...news, type: 'qa' }));
    const router = await renderNews('/news/12');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('New robot range')).toBeNull();
  });

  it('goes home without asking the server when the address holds no valid id', async () => {
    // No handler: a request would fail the test (the msw server refuses unhandled requests).
    const router = await renderNews('/news/abc');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
