import { ModalsProvider } from '@mantine/modals';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { FeedbackReport } from '@poolside/contract/feedback';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { FeedbackDetailPage } from './detail-page';

const session = {
  user: {
    id: 4,
    name: 'Steve Service',
    language: 'eng',
    type: { id: 6, name: 'Service centre', manageFeedback: false },
    company: { id: 3 },
    menus: [],
  },
} as unknown as Dashboard;

const filed = 1_750_000_000;
const report: FeedbackReport = {
  id: 7,
  view: 'public',
  dateCreate: filed,
  dateUpdate: filed + 7200,
  topic: 'others',
  subTopic: 'issues',
  status: 'CLS',
  firstResponseAt: filed + 3600,
  closedAt: filed + 7200,
  formData: { subject: 'documents', issueDescription: 'A manual does not download.' },
  attachmentName: '',
  userFullName: 'Steve Service',
  companyId: 3,
  ownerName: 'ClearWater Service',
  centreId: '3001',
  correctiveAction: '',
  correctiveActionDate: null,
  statusHistory: [
    { at: filed, byName: 'Steve Service', from: null, to: 'SNT' },
    { at: filed + 3600, byName: 'Sam Staff', from: 'SNT', to: 'REC' },
    { at: filed + 7200, byName: 'Dana Admin', from: 'REC', to: 'CLS' },
  ],
  handling: null,
};

/** The page behind the app's authentication guard: rendered once the session is loaded. */
function GuardedPage() {
  return useSession() ? <FeedbackDetailPage /> : null;
}

describe('feedback report (/feedback/report/:id)', () => {
  it('shows the reporter the status history: who changed the status, from what to what, and when', async () => {
    fakeFetch((request) => {
      if (request.url.pathname === '/api/dashboard') return ok(session);
      if (request.url.pathname === '/api/feedback/7') return ok(report);
      return fail(-1, 404);
    });
    const router = createMemoryRouter([{ path: '/feedback/report/:id', Component: GuardedPage }], {
      initialEntries: ['/feedback/report/7'],
    });
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>,
      ['common', 'feedback'],
    );
    expect(await screen.findByRole('heading', { name: 'Status history' })).toBeTruthy();
    expect(screen.getByText('Sent by Steve Service')).toBeTruthy();
    expect(screen.getByText('From Sent to Received')).toBeTruthy();
    expect(screen.getByText(`Sam Staff, ${formatDateTime(filed + 3600)}`)).toBeTruthy();
    expect(screen.getByText('From Received to Closed')).toBeTruthy();
    expect(screen.getByText(`Dana Admin, ${formatDateTime(filed + 7200)}`)).toBeTruthy();
  });
});
