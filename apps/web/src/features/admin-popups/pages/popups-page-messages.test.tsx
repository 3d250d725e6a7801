import type { PopupMessage } from '@poolside/contract/popups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { PopupsPage } from './popups-page';

function message(overrides: Partial<PopupMessage> = {}): PopupMessage {
  return {
    id: 7,
    message: 'Replace the drive belt before the repair.',
    sns: ['SN0001', 'SN0002'],
    snCount: 2,
    dateCreate: Date.UTC(2026, 3, 1) / 1000,
    dateUpdate: Date.UTC(2026, 3, 2, 9, 30) / 1000,
    ...overrides,
  };
}

/** The page over a list of messages; every POST /popups is recorded and answered by `write`. */
async function renderPopups(
  rows: PopupMessage[],
  write: (body: Record<string, unknown>) => unknown = () => null,
) {
  const writes: SentRequest[] = [];
  const reads: SentRequest[] = [];
  server.use(
    api.get('/popups', { rows, total: rows.length }, reads),
    api.post('/popups', ({ body }) => write(body as Record<string, unknown>), writes),
  );
  await renderRoutes([{ path: '/admin/popups', Component: PopupsPage }], '/admin/popups', [
    'common',
    'adminPopups',
  ]);
  await screen.findByRole('table', { name: 'Warranty report popups' });
  return { writes, reads };
}

const rowOf = (id: number) =>
  screen.getByRole('textbox', { name: `Message #${id}` }).closest('tr') as HTMLTableRowElement;

describe('the popup messages (/admin/popups)', () => {
  it('lists each message with its text, its first serials and how many more there are', async () => {
    await renderPopups([
      message({ id: 9, sns: ['SN1', 'SN2'], snCount: 5 }),
      message({ id: 8, message: '', sns: [], snCount: 0 }),
    ]);
    const nine = await waitFor(() => rowOf(9));
    expect((within(nine).getByRole('textbox', { name: 'Message #9' }) as HTMLTextAreaElement).value).toBe(
      'Replace the drive belt before the repair.',
    );
    expect(within(nine).getByText('SN1, SN2 and 3 more')).toBeTruthy();
    expect(within(nine).getByText(/Serial numbers: 5/)).toBeTruthy();
    expect(within(nine).getByRole('link', { name: 'Download list' }).getAttribute('href')).toBe(
      '/api/popups/9/serials.csv',
    );
    expect(within(rowOf(8)).getByText('No serial numbers yet')).toBeTruthy();
  });

  it('says so when there is no message yet', async () => {
    await renderPopups([]);
    expect(await screen.findByText('No popup messages yet')).toBeTruthy();
  });

  it("updates a message's text and says it was updated", async () => {
    const { writes } = await renderPopups([message()]);
    const text = await screen.findByRole('textbox', { name: 'Message #7' });
    fireEvent.change(text, { target: { value: 'Check the belt tension.' } });
    fireEvent.click(within(rowOf(7)).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Message updated')).toBeTruthy();
    expect(writes.map((w) => w.body)).toEqual([
      { subAction: 'update', message_id: 7, message: 'Check the belt tension.' },
    ]);
  });

  it('shows the server refusing a text at the message, and keeps what was typed', async () => {
    const { writes } = await renderPopups([message()], () => refusals.invalidField('message'));
    const text = await screen.findByRole('textbox', { name: 'Message #7' });
    fireEvent.change(text, { target: { value: 'Too clever by half' } });
    fireEvent.click(within(rowOf(7)).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect((text as HTMLTextAreaElement).value).toBe('Too clever by half');
    expect(screen.queryByText('Message updated')).toBeNull();
  });

  it('deletes a message only once the deletion is confirmed', async () => {
    const { writes } = await renderPopups([message({ id: 7, snCount: 12 })]);
    await waitFor(() => rowOf(7));
    fireEvent.click(screen.getByRole('button', { name: 'Delete message #7' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(
      within(dialog).getByText('Message #7 and its 12 serial numbers will be deleted for good.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this message?' })).toBeNull());
    expect(writes).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete message #7' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    expect(writes.map((w) => w.body)).toEqual([{ subAction: 'deleteMessage', messageId: 7 }]);
  });

  it('reads the list again after a new message is added', async () => {
    const { writes, reads } = await renderPopups([message()], () => 8);
    await waitFor(() => rowOf(7));
    const before = reads.length;
    fireEvent.click(screen.getByRole('button', { name: 'Add message' }));
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
    expect(writes.map((w) => w.body)).toEqual([{ subAction: 'create-empty-message' }]);
  });
});
