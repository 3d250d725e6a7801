import { ErrorCode } from '@poolside/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { fieldInput } from '../../../test/select';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { ContentEditorPage } from './content-editor-page';

const question = contentItem(9, 'qa', {
  title_eng: 'Which cable length?',
  body_eng: '<p>Up to 18 m.</p>',
  title_fra: 'Quelle longueur de câble ?',
  body_fra: '<p>Jusqu’à 18 m.</p>',
});

async function renderEditor(path: string) {
  return renderRoutes(
    [
      { path: '/admin/contents/:kind/:id', Component: ContentEditorPage },
      { path: '/admin/contents/:list', element: <p>Contents list</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    path,
    ['common', 'adminContents'],
  );
}

/** The save button is enabled once the editors have started (500 ms after the page). */
async function saveButton() {
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('the content editor', () => {
  it('requires an English title and text for a new FAQ item, at their fields, and sends nothing', async () => {
    const sent: SentRequest[] = [];
    server.use(api.put('/contents', { id: 30 }, sent));
    await renderEditor('/admin/contents/qa/new');
    expect(await screen.findByRole('heading', { name: 'New item: FAQ' })).toBeTruthy();
    await screen.findByTestId('editor-eng');
    fireEvent.click(await saveButton());
    await waitFor(() => expect(fieldInput('Title (English)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it("loads the item into each language's fields and saves every language with the hidden mark", async () => {
    const sent: SentRequest[] = [];
    server.use(api.get('/contents/:id', question), api.post('/contents/:id', null, sent));
    await renderEditor('/admin/contents/qa/9');
    expect(await screen.findByRole('heading', { name: 'Edit content #9' })).toBeTruthy();
    expect(fieldInput('Title (English)').value).toBe('Which cable length?');
    fireEvent.change(fieldInput('Title (English)'), { target: { value: 'Which cable length fits?' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Français' }));
    await waitFor(() => expect(fieldInput('Title (Français)').value).toBe('Quelle longueur de câble ?'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    fireEvent.click(await saveButton());

    expect(await screen.findByText('content updated')).toBeTruthy();
    expect(sent[0]?.url.pathname).toBe('/api/contents/9');
    const body = sent[0]?.body as { props: { name: string; data: string }[]; hidden: boolean };
    expect(body.hidden).toBe(true);
    expect(Object.fromEntries(body.props.map((p) => [p.name, p.data]))).toMatchObject({
      title_eng: 'Which cable length fits?',
      body_eng: '<p>Up to 18 m.</p>',
      title_fra: 'Quelle longueur de câble ?',
      title_spa: '',
    });
  });

  it("shows a server refusal at its field, on that language's tab", async () => {
    server.use(
      api.get('/contents/:id', question),
      api.post('/contents/:id', failResponse(ErrorCode.invalid, { field: 'title_fra' })),
    );
    await renderEditor('/admin/contents/qa/9');
    await screen.findByRole('heading', { name: 'Edit content #9' });
    fireEvent.click(await saveButton());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Français' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(fieldInput('Title (Français)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
  });

  it('says a locked item cannot be changed', async () => {
    server.use(
      api.get('/contents/:id', question),
      api.post('/contents/:id', failResponse(ErrorCode.contentLocked)),
    );
    await renderEditor('/admin/contents/qa/9');
    await screen.findByRole('heading', { name: 'Edit content #9' });
    fireEvent.click(await saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This content is locked and cannot be changed.')).toBeTruthy();
  });

  it('edits a fixed text only under its own name: another id goes back home without asking', async () => {
    const router = await renderEditor('/admin/contents/about/9');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the list when the item cannot be loaded', async () => {
    server.use(api.get('/contents/:id', refusals.notFound()));
    const router = await renderEditor('/admin/contents/news/77');
    expect(await screen.findByText('Contents list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/contents/news');
  });
});
