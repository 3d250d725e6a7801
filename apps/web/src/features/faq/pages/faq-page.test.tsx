import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { FaqPage } from './faq-page';

const questions = [
  contentItem(1, 'qa', {
    title_eng: 'How do I register a robot?',
    body_eng: '<p>Open the warranty page.</p>',
    title_fra: 'Comment enregistrer un robot ?',
    body_fra: '<p>Ouvrez la page garantie.</p>',
  }),
  contentItem(2, 'qa', { title_eng: 'Where is my order?', body_eng: '<p>See your orders.</p>' }),
  contentItem(3, 'qa', { title_eng: '  ', body_eng: '<p>A draft without a title.</p>' }),
];

async function renderFaq() {
  return renderRoutes(
    [
      { path: '/faq', Component: FaqPage },
      { path: '/', element: <p>Home page</p> },
    ],
    '/faq',
    ['common', 'faq'],
  );
}

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('the FAQ page', () => {
  it('asks for the questions and lists those with a title; a question opens on its answer', async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/contents', questions, sent));
    await renderFaq();
    const first = await screen.findByRole('button', { name: 'How do I register a robot?' });
    expect(screen.getByRole('button', { name: 'Where is my order?' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(sent[0]?.url.searchParams.get('type')).toBe('qa');
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();

    await userEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByText('Open the warranty page.')).toBeTruthy();
  });

  it("reads each question in the reader's language, in English where it has none", async () => {
    server.use(api.get('/contents', questions));
    await i18next.changeLanguage('fra');
    await renderFaq();
    expect(await screen.findByRole('button', { name: 'Comment enregistrer un robot ?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Where is my order?' })).toBeTruthy();
    expect(screen.queryByText('How do I register a robot?')).toBeNull();
  });

  it('says why when the questions cannot be loaded and goes back home', async () => {
    server.use(api.get('/contents', refusals.fatal()));
    const router = await renderFaq();
    expect(await screen.findByText('Oops... Something went wrong!')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
