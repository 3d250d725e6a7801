import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { type ConfirmOptions, useConfirm } from './confirm';

function Asker(options: Omit<ConfirmOptions, 'title' | 'message'>) {
  const confirm = useConfirm();
  return (
    <Button onClick={() => confirm({ title: 'Finish RMA #7', message: 'Finish it?', ...options })}>
      ask
    </Button>
  );
}

async function open(options: Omit<ConfirmOptions, 'title' | 'message'>) {
  await renderWithProviders(
    <ModalsProvider>
      <Asker {...options} />
    </ModalsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
  return screen.findByRole('dialog');
}

describe('the shared confirmation dialog', () => {
  it('runs its action once on a double click, busy until the action ends, then closes', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = await open({ onConfirm, confirmLabel: 'Finish' });
    const button = within(dialog).getByRole('button', { name: 'Finish' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    // Still open while the action runs.
    expect(screen.getByRole('dialog')).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('runs a plain (not awaited) action once and closes at once', async () => {
    const onConfirm = vi.fn();
    const dialog = await open({ onConfirm, confirmLabel: 'Remove' });
    const button = within(dialog).getByRole('button', { name: 'Remove' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes after a failed action (the action shows its own error)', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('refused')));
    const dialog = await open({ onConfirm, confirmLabel: 'Finish' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancel runs nothing and says so', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const dialog = await open({ onConfirm, onCancel });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
