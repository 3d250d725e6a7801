import { type StatisticsResult, statisticsDefinitions } from '@poolside/contract/statistics-result';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { type FakeRequest, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { api, type SentRequest, sentRequestOf, server } from '../../../test/server';
import { ReportsPage } from './reports-page';

const quarter = { from: Date.UTC(2031, 0, 1) / 1000, to: Date.UTC(2031, 2, 31) / 1000 };

const rmaResult: StatisticsResult = {
  reportType: 'RMA',
  fromDate: quarter.from,
  toDate: quarter.to,
  period: 'month',
  columns: [
    { key: 'period', kind: 'period' },
    { key: 'rmas', kind: 'number' },
    { key: 'lines', kind: 'number' },
    { key: 'green', kind: 'number' },
    { key: 'red', kind: 'number' },
  ],
  rows: [
    { period: '2031-01', rmas: 1, lines: 2, green: 1, red: 1 },
    { period: '2031-02', rmas: 2, lines: 1234, green: 3, red: 1 },
    { period: '2031-03', rmas: 0, lines: 0, green: 0, red: 0 },
  ],
  chart: { dataKey: 'period', series: ['green', 'red'], stacked: true, data: [] },
  truncated: false,
  isEmpty: false,
};
rmaResult.chart.data = rmaResult.rows;

async function renderPage() {
  const router = createMemoryRouter([{ path: '/reports', Component: ReportsPage }], {
    initialEntries: ['/reports'],
  });
  await renderWithProviders(
    <>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </>,
    ['common', 'reports'],
  );
  await screen.findByText('Statistics reports', { selector: 'h2' });
}

const click = (element: Element) => fireEvent.click(element);
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
const queryField = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
function errorOf(label: string): string | null {
  const ids = (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}
async function choose(label: string, option: string) {
  click(field(label));
  click(await screen.findByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(field(label).value).toBe(option));
}
const create = () => click(screen.getByText('Create report', { selector: 'button span' }));
const statistics = (requests: FakeRequest[]) => requests.filter((r) => r.url.pathname === '/api/statistics');

describe('/reports composer', () => {
  beforeEach(() => closeFeedbackDialog());

  it('requires a report type at the field and sends nothing', async () => {
    const requests = fakeFetch(() => ok(rmaResult));
    await renderPage();
    create();
    await waitFor(() => expect(errorOf('Report type')).toBe('Choose a report type'));
    expect(statistics(requests)).toHaveLength(0);
  });

  it('shows the parameters of the chosen report type only, the required ones marked', async () => {
    fakeFetch(() => ok(rmaResult));
    await renderPage();
    await choose('Report type', 'Unusual customer feedbacks');
    expect(field('From date')).toBeTruthy();
    expect(field('Amount to check').value).toBe('5');
    expect(field('Amount to check').labels?.[0]?.textContent).toBe('Amount to check *');
    expect(field('From date').labels?.[0]?.textContent).toBe('From date');
    expect(queryField('Customer number')).toBeNull();
    await choose('Report type', 'RMA');
    for (const label of [
      'From date',
      'To date',
      'Customer number',
      'Customer name',
      'Robot PN',
      'Part PN',
      'Status',
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(queryField('Amount to check')).toBeNull();
    await choose('Report type', 'Feedback response time');
    expect(field('Response time').value).toBe('Over a week');
  });

  it('checks the amount with the contract before sending', async () => {
    const requests = fakeFetch(() => ok(rmaResult));
    await renderPage();
    await choose('Report type', 'Unusual customer feedbacks');
    fireEvent.change(field('Amount to check'), { target: { value: '' } });
    create();
    await waitFor(() => expect(errorOf('Amount to check')).toBe('Enter a whole number, 1 or more'));
    expect(statistics(requests)).toHaveLength(0);
  });

  it('sends the report type and its parameters, then shows the table and the chart of the answer', {
    timeout: 30_000,
  }, async () => {
    const requests = fakeFetch(() => ok(rmaResult));
    await renderPage();
    await choose('Report type', 'RMA');
    fireEvent.change(field('From date'), { target: { value: '01/01/2031' } });
    fireEvent.blur(field('From date'));
    fireEvent.change(field('To date'), { target: { value: '31/03/2031' } });
    fireEvent.blur(field('To date'));
    fireEvent.change(field('Customer number'), { target: { value: ' STA-1 ' } });
    create();
    const table = await screen.findByRole('table', { name: 'Table of the report RMA' });
    const [sent] = statistics(requests);
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      reportType: 'RMA',
      reportParams: [
        { name: 'fromDate', type: 'date', value: quarter.from },
        { name: 'toDate', type: 'date', value: quarter.to },
        { name: 'clientNumber', type: 'string', value: ' STA-1 ' },
      ],
    });
    expect(table.textContent).toContain('02/2031');
    expect(table.textContent).toContain((1234).toLocaleString('eng'));
    expect(screen.getByText('01/01/2031 to 31/03/2031, per month')).toBeTruthy();
    // The chart's chunk (recharts) loads on first use.
    expect(
      await screen.findByRole('img', { name: 'Chart of the report RMA' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Download Excel', { selector: 'button span' })).toBeTruthy();
  });

  it('downloads the Excel file of the shown report as a file (no base64 in JSON), under the server name', {
    timeout: 30_000,
  }, async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:statistics';
    URL.revokeObjectURL = () => {};
    const sent: SentRequest[] = [];
    server.use(
      api.put('/statistics', rmaResult, sent),
      http.post('*/api/statistics', async ({ request }) => {
        sent.push(await sentRequestOf(request));
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="statistics-rma-2031-01-01-2031-03-31.xlsx"',
          },
        });
      }),
    );
    await renderPage();
    await choose('Report type', 'RMA');
    create();
    await screen.findByRole('table', { name: 'Table of the report RMA' });
    click(screen.getByText('Download Excel', { selector: 'button span' }));
    await waitFor(() => expect(saved).toEqual(['statistics-rma-2031-01-01-2031-03-31.xlsx']));
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'POST']);
    expect(sent[1].body).toEqual(sent[0].body);
  });

  it('reads a report already shown again from its query when the same report is created again', async () => {
    const sent: SentRequest[] = [];
    server.use(api.put('/statistics', rmaResult, sent));
    await renderPage();
    await choose('Report type', 'RMA');
    create();
    await screen.findByRole('table', { name: 'Table of the report RMA' });
    create();
    // Created again: the server is asked again (the counts may have moved), the table stays meanwhile.
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Table of the report RMA' })).toBeTruthy();
  });

  it('warns noRepairHistory when nothing was counted, with no chart, table or download', async () => {
    fakeFetch(() => ok({ ...rmaResult, rows: [], chart: { ...rmaResult.chart, data: [] }, isEmpty: true }));
    await renderPage();
    await choose('Report type', 'RMA');
    create();
    expect(await screen.findByText('Nothing to report')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Download Excel')).toBeNull();
  });

  it("puts the server's field refusals at their fields", async () => {
    fakeFetch(() => fail(-6, 400, { field: 'toDate', fields: ['toDate'], reason: 'beforeFrom' }));
    await renderPage();
    await choose('Report type', 'Page views');
    create();
    await waitFor(() => expect(errorOf('To date')).toBe('The end date is before the start date'));
  });
});

const resultOf = (
  reportType: StatisticsResult['reportType'],
  rows: StatisticsResult['rows'],
): StatisticsResult => {
  const definition = statisticsDefinitions[reportType];
  return {
    reportType,
    fromDate: quarter.from,
    toDate: quarter.to,
    period: definition.columns[0]?.kind === 'period' ? 'month' : null,
    columns: definition.columns,
    rows,
    chart: { ...definition.chart, data: rows },
    truncated: false,
    isEmpty: false,
  };
};

describe('/reports results', () => {
  beforeEach(() => closeFeedbackDialog());

  it("keeps each report's column order when the report type changes in one visit", {
    timeout: 30_000,
  }, async () => {
    fakeFetch(({ body }) => {
      const type = (body as { reportType: StatisticsResult['reportType'] }).reportType;
      return type === 'FEEDBACK_BY_CUSTOMER'
        ? ok(
            resultOf(type, [
              { clientNumber: '3001', clientName: 'ClearWater', reports: 2, open: 1, closed: 1 },
            ]),
          )
        : ok(
            resultOf('FEEDBACK_BY_DEPARTMENT', [
              { department: 'production', reports: 1, open: 1, closed: 0 },
            ]),
          );
    });
    await renderPage();
    const headers = async (title: string) => {
      const table = await screen.findByRole('table', { name: `Table of the report ${title}` });
      // Sortable headers are buttons: read the columns the header row shows, in order.
      return [...table.querySelectorAll('thead th[data-accessor]')].map((th) => th.textContent);
    };
    await choose('Report type', 'Feedback by customer');
    create();
    expect(await headers('Feedback by customer')).toEqual([
      'Customer number',
      'Customer',
      'Reports',
      'Open',
      'Closed',
    ]);
    await choose('Report type', 'Feedback by department');
    create();
    await screen.findByRole('table', { name: 'Table of the report Feedback by department' });
    // The column store's effects ran once the new table showed: its order is still the report's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await headers('Feedback by department')).toEqual(['Department', 'Reports', 'Open', 'Closed']);
  });

  it("says each stacked series' total beside its colour and pattern, not by colour alone", {
    timeout: 30_000,
  }, async () => {
    fakeFetch(() =>
      ok(
        resultOf('FEEDBACK', [
          { period: '2031-01', reports: 3, sent: 1, received: 1, inProcess: 0, closed: 1 },
          { period: '2031-02', reports: 4, sent: 2, received: 0, inProcess: 1, closed: 1 },
        ]),
      ),
    );
    await renderPage();
    await choose('Report type', 'Feedback');
    create();
    const chart = await screen.findByRole(
      'img',
      { name: 'Chart of the report Feedback' },
      { timeout: 15_000 },
    );
    const legend = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['Sent: 3', 'Received: 1', 'Processing: 1', 'Closed: 2']);
    const fills = [...chart.querySelectorAll('li svg > rect')].map((rect) => rect.getAttribute('fill'));
    expect(new Set(fills).size).toBe(4);
  });
});
