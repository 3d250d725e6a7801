import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok, renderWithProviders } from '../../test/render';
import { FeedbackDialogHost } from '../feedback-dialogs';
import { ExportButton } from './export-button';

const job = (over: object) => ({
  id: 'job0000000000000000000001',
  report: 'rmaHistory',
  type: 'pdf',
  fileName: 'rma-history.pdf',
  status: 'running',
  rowsDone: 0,
  rowsTotal: null,
  code: null,
  downloadUrl: null,
  ...over,
});

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} ${this.download}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderButton() {
  await renderWithProviders(
    <>
      <Notifications />
      <FeedbackDialogHost />
      <ExportButton report="rmaHistory" params={() => ({ filter: 'abc' })} />
    </>,
  );
}

async function choose(format: 'Excel (.xlsx)' | 'PDF') {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('ExportButton', () => {
  it('starts a job with the list filter, shows its progress, then downloads the file', async () => {
    let polls = 0;
    const requests = fakeFetch(({ method }) => {
      if (method === 'POST') return ok(job({}));
      polls++;
      return ok(
        polls < 2
          ? job({ rowsDone: 42_000, rowsTotal: 100_000 })
          : job({
              status: 'done',
              rowsDone: 100_000,
              rowsTotal: 100_000,
              downloadUrl: '/api/export/jobs/x/file',
            }),
      );
    });
    await renderButton();
    await choose('PDF');
    expect(await screen.findByText('42,000 of 100,000 rows')).toBeTruthy();
    await waitFor(() => expect(clicked).toEqual(['/api/export/jobs/x/file rma-history.pdf']), {
      timeout: 4000,
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { report: 'rmaHistory', type: 'pdf', filter: 'abc' },
    });
    expect(requests[0].url.pathname).toBe('/api/export/jobs');
  });

  it('keeps polling through a 503 (waiting its Retry-After) and downloads the file', async () => {
    let polls = 0;
    fakeFetch(({ method }) => {
      if (method === 'POST') return ok(job({}));
      polls++;
      if (polls === 1) return ok(job({ rowsDone: 500, rowsTotal: 2_000 }));
      if (polls === 2) return fail(-3, 503, { retryAfter: 1 }, { 'retry-after': '1' });
      return ok(
        job({ status: 'done', rowsDone: 2_000, rowsTotal: 2_000, downloadUrl: '/api/export/jobs/x/file' }),
      );
    });
    await renderButton();
    await choose('Excel (.xlsx)');
    expect(await screen.findByText('500 of 2,000 rows')).toBeTruthy();
    await waitFor(() => expect(polls).toBe(2), { timeout: 3000 });
    // While it waits, the progress stays on screen and no error is shown.
    expect(screen.getByText('500 of 2,000 rows')).toBeTruthy();
    await waitFor(() => expect(clicked).toEqual(['/api/export/jobs/x/file rma-history.pdf']), {
      timeout: 4000,
    });
    expect(polls).toBe(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up after a bounded number of 503 answers in a row', async () => {
    let polls = 0;
    fakeFetch(({ method }) => {
      if (method === 'POST') return ok(job({}));
      polls++;
      return fail(-3, 503, { retryAfter: 0 }, { 'retry-after': '0' });
    });
    await renderButton();
    await choose('Excel (.xlsx)');
    expect(await screen.findByText(/The export could not be made/, {}, { timeout: 8000 })).toBeTruthy();
    expect(polls).toBe(6);
    expect(clicked).toEqual([]);
  }, 10_000);

  it('says clearly when the export is refused', async () => {
    fakeFetch(() => fail(-11, 403));
    await renderButton();
    await choose('Excel (.xlsx)');
    expect(await screen.findByText('You may not export this list.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('says the export was interrupted when the job failed with -10', async () => {
    fakeFetch(({ method }) => ok(method === 'POST' ? job({}) : job({ status: 'failed', code: -10 })));
    await renderButton();
    await choose('Excel (.xlsx)');
    expect(await screen.findByText(/The export was interrupted/, {}, { timeout: 3000 })).toBeTruthy();
  });
});
