import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { ContentPage } from './content-page';

const about = contentItem(5, 'text', {
  title_eng: 'About us',
  body_eng: '<p>We make <em>pool robots</em>.</p>',
  title_fra: 'À propos',
  body_fra: '<p>Nous fabriquons des <em>robots de piscine</em>.</p>',
});

async function renderAbout() {
  return renderRoutes(
    [
      { path: '/about', Component: ContentPage, handle: { contentId: 5 } },
      { path: '/', element: <p>Home page</p> },
    ],
    '/about',
    ['common', 'content'],
  );
}

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('a text content page', () => {
  it("loads the item its route names and shows its title and body in the reader's language", async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/contents/:id', about, sent));
    await i18next.changeLanguage('fra');
    await renderAbout();
    expect(await screen.findByRole('heading', { name: 'À propos' })).toBeTruthy();
    expect(screen.getByText('robots de piscine').tagName).toBe('EM');
    expect(sent.map((r) => r.url.pathname)).toEqual(['/api/contents/5']);
  });

  it('says the page is loading until the text arrives', async () => {
    server.use(api.get('/contents/:id', about));
    await renderAbout();
    expect(screen.getByLabelText('Loading the page')).toBeTruthy();
    await screen.findByRole('heading', { name: 'About us' });
    expect(screen.queryByLabelText('Loading the page')).toBeNull();
  });

  it('shows the error and goes home when the text cannot be loaded', async () => {
    server.use(api.get('/contents/:id', refusals.notFound()));
    const router = await renderAbout();
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
