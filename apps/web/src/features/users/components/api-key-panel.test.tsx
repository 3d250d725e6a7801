import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { type FakeRequest, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { ApiKeyPanel } from './api-key-panel';

function fakeServer() {
  let generated = 0;
  return fakeFetch((request) => {
    if (request.url.pathname === '/api/users/api/9' && request.method === 'PUT') {
      generated += 1;
      return ok({ apiKey: `pp_key_${generated}`, prefix: `pp_${generated}` });
    }
    if (request.url.pathname.startsWith('/api/users')) return ok(null);
    return fail(-1, 404);
  });
}

async function renderPanel(prefix: string | null) {
  await renderWithProviders(
    <ModalsProvider>
      <ApiKeyPanel userId={9} prefix={prefix} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'users'],
  );
}

const generations = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('API key generation', () => {
  it('a double click on "Generate API key" (no key yet) makes one key, shown once', async () => {
    const requests = fakeServer();
    await renderPanel(null);
    const generate = screen.getByRole('button', { name: 'Generate API key' });
    fireEvent.click(generate);
    fireEvent.click(generate);
    expect((await screen.findByTestId('api-key')).textContent).toBe('pp_key_1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(generations(requests)).toHaveLength(1);
  });

  it('a double click on the confirmation of a replacement rotates the key once', async () => {
    const requests = fakeServer();
    await renderPanel('pp_old');
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate API key' });
    const confirm = within(dialog).getByRole('button', { name: 'Generate API key' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('api-key')).textContent).toBe('pp_key_1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate API key' })).toBeNull());
    expect(generations(requests)).toHaveLength(1);
  });
});
