import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { ContentsListPage } from './contents-list-page';

const questions = [
  contentItem(4, 'qa', { title_eng: 'How to clean the filter?', title_fra: 'Comment nettoyer le filtre ?' }),
  contentItem(9, 'qa', { title_eng: 'Which cable length?' }),
];
const texts = [contentItem(21, 'text', { title_eng: 'About us' })];

async function renderList(list: string) {
  return renderRoutes(
    [
      { path: '/admin/contents/:list', Component: ContentsListPage },
      { path: '/admin/contents/:kind/:id', element: <p>Editor</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    `/admin/contents/${list}`,
    ['common', 'adminContents'],
  );
}

const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('the contents lists', () => {
  it("asks for the list's type and shows the newest first, titled in the reader's language", async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/contents', questions, sent));
    await i18next.changeLanguage('fra');
    await renderList('qa');
    await screen.findByText('Comment nettoyer le filtre ?');
    expect(sent[0]?.url.searchParams.get('type')).toBe('qa');
    expect(titles()).toEqual(['Which cable length?', 'Comment nettoyer le filtre ?']);
  });

  it('offers adding, editing and deleting news and FAQ items', async () => {
    server.use(api.get('/contents', questions));
    await renderList('qa');
    await screen.findByText('Which cable length?');
    expect(screen.getByRole('link', { name: 'Add new' }).getAttribute('href')).toBe('/admin/contents/qa/new');
    const row = screen.getByText('Which cable length?').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/contents/qa/9');
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('lets the fixed texts be edited under their own names, never added or deleted', async () => {
    server.use(api.get('/contents', texts));
    await renderList('texts');
    const row = (await screen.findByText('About us')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/contents/about/21',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add new' })).toBeNull();
  });

  it('deletes an item after a confirmation naming it, says so and shows the list without it', async () => {
    const deleted: SentRequest[] = [];
    let stored = questions;
    server.use(
      api.get('/contents', () => stored),
      api.delete(
        '/contents/:id',
        ({ params }) => {
          stored = stored.filter((item) => String(item.id) !== params.id);
          return null;
        },
        deleted,
      ),
    );
    await renderList('qa');
    const row = (await screen.findByText('Which cable length?')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(within(dialog).getByText('"Which cable length?" will be deleted for good.')).toBeTruthy();
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeTruthy();
    expect(deleted.map((r) => r.url.pathname)).toEqual(['/api/contents/9']);
    await waitFor(() => expect(screen.queryByText('Which cable length?')).toBeNull());
  });

  it('says why when an item cannot be deleted and keeps it', async () => {
    server.use(api.get('/contents', questions), api.delete('/contents/:id', refusals.permissionDenied()));
    await renderList('qa');
    const row = (await screen.findByText('Which cable length?')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You don't have the permission to do this.")).toBeTruthy();
    expect(screen.getByText('Which cable length?')).toBeTruthy();
  });

  it('goes home from an unknown list without asking the server', async () => {
    const router = await renderList('pages');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
