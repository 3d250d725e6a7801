import { ModalsProvider } from '@mantine/modals';
import type { ImportReport } from '@poolside/contract/master-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { ImportPage } from './import-page';

const report = (isApplied: boolean): ImportReport => ({
  kind: 'units',
  fileName: 'units.csv',
  isApplied,
  rows: 3,
  created: isApplied ? 3 : 0,
  updated: 0,
  unchanged: 0,
  issueCount: 0,
  issues: [],
  ignoredColumns: [],
  durationMs: 5,
});

/** The runs the page sent (the file goes through XMLHttpRequest, for its upload progress). */
const runs: string[] = [];

/** Answers each run a moment later, as a server would: a check, or an applied import. */
class FakeXhr {
  status = 0;
  response: unknown = null;
  responseType = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  getResponseHeader() {
    return 'req-test-1';
  }
  send() {
    runs.push(this.url);
    setTimeout(() => {
      this.status = 200;
      this.response = { status: true, code: 0, data: report(this.url.includes('/apply')) };
      this.onload?.();
    }, 30);
  }
}

describe('master data import (/admin/import)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    runs.length = 0;
  });

  it('a double click on the confirmation of Apply applies the file once', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeFetch(() => ok(null));
    const router = createMemoryRouter([{ path: '/admin/import', Component: ImportPage }], {
      initialEntries: ['/admin/import'],
    });
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminImport'],
    );
    const input = (await screen.findByLabelText('File to import', { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['sn\n1'], 'units.csv', { type: 'text/csv' })] } });
    const check = await screen.findByRole('button', { name: 'Check file' });
    await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
    // A double click on Check checks once too.
    fireEvent.click(check);
    fireEvent.click(check);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the import?' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(runs.filter((url) => url.includes('/apply'))).toHaveLength(1));
    // The apply carries the checked file's key (the server requires it and applies a key once).
    expect(runs.find((url) => url.includes('/apply'))).toMatch(/[?&]idempotencyKey=[0-9a-f]{32}(&|$)/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.filter((url) => url.includes('/check'))).toHaveLength(1);
    expect(runs.filter((url) => url.includes('/apply'))).toHaveLength(1);
  });
});
