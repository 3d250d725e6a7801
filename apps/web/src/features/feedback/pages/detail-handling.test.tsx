import type { FeedbackReport } from '@poolside/contract/feedback';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { renderRoutes } from '../../../test/render';
import { fieldInput } from '../../../test/select';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { FeedbackDetailPage } from './detail-page';

const filed = 1_750_000_000;

const handling: NonNullable<FeedbackReport['handling']> = {
  complaintTitle: 'Brush worn early',
  complaintDescription: '',
  complaintType: null,
  department: null,
  partsCost: 12.5,
  shippingCost: null,
  extraCost: null,
  findings: '',
  rootReason: '',
  correctiveAction: '',
  correctiveActionDate: null,
  preventiveAction: '',
  preventiveActionDate: null,
  effectiveAction: '',
  effectiveActionDate: null,
  handledBy: '',
  closedBy: '',
};

function report(overrides: Partial<FeedbackReport> = {}): FeedbackReport {
  return {
    id: 7,
    view: 'full',
    dateCreate: filed,
    dateUpdate: filed,
    topic: 'others',
    subTopic: 'issues',
    status: 'REC',
    firstResponseAt: filed + 3600,
    closedAt: null,
    formData: { subject: 'documents', issueDescription: 'A manual does not download.' },
    attachmentName: '',
    userFullName: 'Steve Service',
    companyId: 3,
    ownerName: 'ClearWater Service',
    centreId: '3001',
    correctiveAction: '',
    correctiveActionDate: null,
    statusHistory: [{ at: filed, byName: 'Steve Service', from: null, to: 'SNT' }],
    handling,
    ...overrides,
  };
}

const manager = sessionOf({ name: 'Dana Admin' });
const reporter = sessionOf({
  name: 'Steve Service',
  type: { ...sessionOf().user.type, id: 6, name: 'Service centre', manageFeedback: false },
});

async function renderDetail(answer: unknown, session = manager, path = '/feedback/report/7') {
  server.use(api.get('/feedback/:id', answer));
  const router = await renderRoutes(
    [
      { path: '/feedback/report/:id', Component: FeedbackDetailPage },
      { path: '/feedback/report', element: <p>New feedback</p> },
    ],
    path,
    ['common', 'feedback'],
    signedInClient(session),
  );
  return { router };
}

describe('a feedback report seen by its reporter', () => {
  it('shows where it stands: status, first response, not closed yet, and a note while nothing is corrected', async () => {
    await renderDetail(report({ view: 'public', handling: null }), reporter);
    const panel = (await screen.findByRole('heading', { name: 'Where your report stands' })).closest(
      'div',
    ) as HTMLElement;
    expect(within(panel.parentElement as HTMLElement).getByText(formatDateTime(filed + 3600))).toBeTruthy();
    expect(within(panel.parentElement as HTMLElement).getByText('Not yet')).toBeTruthy();
    expect(screen.getByText(/Our team is looking into your report/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and update' })).toBeNull();
    expect(
      screen.getByText(`Sent by Steve Service (3001 ClearWater Service) on ${formatDateTime(filed)}`),
    ).toBeTruthy();
  });

  it('shows the corrective action and its date once there is one', async () => {
    const corrected = report({
      view: 'public',
      handling: null,
      status: 'CLS',
      closedAt: filed + 7200,
      correctiveAction: 'Brushes replaced under warranty',
      correctiveActionDate: Date.UTC(2025, 5, 20) / 1000,
    });
    await renderDetail(corrected, reporter);
    expect(await screen.findByText(/Brushes replaced under warranty \(20\/06\/2025\)/)).toBeTruthy();
    expect(screen.getByText(formatDateTime(filed + 7200))).toBeTruthy();
    expect(screen.queryByText(/Our team is looking into your report/)).toBeNull();
  });
});

describe('a feedback report handled by the provider', () => {
  it('opens the handling form filled from the record, handled by the reader when nobody is named', async () => {
    await renderDetail(report());
    expect(await screen.findByRole('heading', { name: 'Handling' })).toBeTruthy();
    expect(fieldInput('Complaint title').value).toBe('Brush worn early');
    expect(fieldInput('Handled by').value).toBe('Dana Admin');
    expect(fieldInput('Status').value).toBe('Received');
    expect(
      screen.getByText('The report was not sent for someone else; you may add that person here.'),
    ).toBeTruthy();
  });

  it('saves the handling with its costs as numbers and says it was updated', async () => {
    const sent: SentRequest[] = [];
    server.use(
      api.post(
        '/feedback/:id',
        ({ body }) => report({ handling: { ...handling, ...(body as object), partsCost: 20 } }),
        sent,
      ),
    );
    await renderDetail(report());
    await screen.findByRole('heading', { name: 'Handling' });
    fireEvent.change(fieldInput('Parts cost'), { target: { value: '20' } });
    fireEvent.change(fieldInput('Findings'), { target: { value: 'Bristles cut by a sharp edge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and update' }));
    expect(await screen.findByText('The feedback report was updated.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/api/feedback/7');
    expect(sent[0]?.body).toMatchObject({
      status: 'REC',
      complaintTitle: 'Brush worn early',
      partsCost: 20,
      shippingCost: null,
      findings: 'Bristles cut by a sharp edge',
      handledBy: 'Dana Admin',
    });
  });

  it("marks the field the server refuses and says so in the dialog, keeping the reader's text", async () => {
    const sent: SentRequest[] = [];
    server.use(api.post('/feedback/:id', () => refusals.invalidField('closedBy'), sent));
    await renderDetail(report());
    await screen.findByRole('heading', { name: 'Handling' });
    fireEvent.change(fieldInput('Closed by'), { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and update' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(fieldInput('Closed by').getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fieldInput('Closed by').value).toBe('Someone Else');
    expect(screen.queryByText('The feedback report was updated.')).toBeNull();
  });
});

describe('a feedback report that cannot be shown', () => {
  it('goes back to the creation screen with the error when the report cannot be loaded', async () => {
    const { router } = await renderDetail(refusals.notFound());
    expect(await screen.findByText('New feedback')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/feedback/report');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('goes back to the creation screen without asking the server for an id that is not a number', async () => {
    const asked: SentRequest[] = [];
    server.use(api.get('/feedback/:id', report(), asked));
    const { router } = await renderDetail(report(), manager, '/feedback/report/abc');
    expect(await screen.findByText('New feedback')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/feedback/report');
    expect(asked).toHaveLength(0);
  });
});
