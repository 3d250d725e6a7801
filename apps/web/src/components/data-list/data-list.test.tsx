import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok, Providers, renderWithProviders } from '../../test/render';
import { columnsHiddenForWidth } from './column-fit';
import { DataList, localPage } from './data-list';
import { listQueryString, sortParam } from './list-query';

type Row = { id: number; name: string; country: string };

const all: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Partner ${String(i + 1).padStart(2, '0')}`,
  country: i % 2 ? 'Lyon' : 'Madrid',
}));

/** A fake paged endpoint: filter on name, sort by ?sort, page by page/pageSize. */
function servePartners() {
  return fakeFetch(({ url }) => {
    const filter = url.searchParams.get('filter') ?? '';
    const sort = url.searchParams.get('sort') ?? 'id';
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const key = sort.replace(/^-/, '') as keyof Row;
    const rows = all
      .filter((r) => r.name.includes(filter))
      .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    return ok({ rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length });
  });
}

async function renderList() {
  await renderWithProviders(
    <DataList<Row>
      endpoint="/companies"
      queryKey={['partners']}
      storeColumnsKey="partners-test"
      caption="Partners"
      defaultSort={{ columnAccessor: 'id', direction: 'asc' }}
      params={{ kind: 'service', empty: undefined }}
      columns={[
        { accessor: 'id', title: '#', sortable: true },
        { accessor: 'name', title: 'Name', sortable: true },
        { accessor: 'country', title: 'City' },
      ]}
    />,
  );
}

describe('list query', () => {
  it('sends page, size, sort, trimmed filter and only the defined screen filters', () => {
    const q = new URLSearchParams(
      listQueryString(
        { page: 2, pageSize: 10, sort: '-name', filter: '  Ly ' },
        { kind: 'a', none: undefined },
      ),
    );
    expect(Object.fromEntries(q)).toEqual({
      page: '2',
      pageSize: '10',
      sort: '-name',
      filter: 'Ly',
      kind: 'a',
    });
    expect(sortParam({ columnAccessor: 'name', direction: 'desc' })).toBe('-name');
    expect(sortParam({ columnAccessor: 'name', direction: 'asc' })).toBe('name');
  });
});

describe('data list', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('pages through the server list 10 at a time and shows the range', async () => {
    const requests = servePartners();
    await renderList();
    expect(await screen.findByText('Partner 01')).toBeTruthy();
    expect(screen.queryByText('Partner 11')).toBeNull();
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('kind')).toBe('service');
    expect(requests[0]?.url.searchParams.has('empty')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Partner 11')).toBeTruthy();
    expect(screen.getByText('11–20 of 23')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const requests = servePartners();
    await renderList();
    await screen.findByText('Partner 01');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('sort')).toBe('name'));
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('sort')).toBe('-name'));
    expect(await screen.findByText('Partner 23')).toBeTruthy();
  });

  it('filters on the server and starts again at page 1', async () => {
    const requests = servePartners();
    await renderList();
    await screen.findByText('Partner 01');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Partner 11');
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'Partner 2' } });
    // The filter is debounced (300 ms): a loaded machine needs more than findBy's default second.
    expect(await screen.findByText('1–4 of 4', {}, { timeout: 5_000 })).toBeTruthy();
    // One request for the new filter, straight at page 1 (none with the old page number first).
    const filtered = requests.filter((r) => r.url.searchParams.get('filter') === 'Partner 2');
    expect(filtered.map((r) => r.url.searchParams.get('page'))).toEqual(['1']);
  });

  it('hides a column chosen in the column menu and remembers the choice locally', async () => {
    servePartners();
    await renderList();
    await screen.findByText('Partner 01');
    expect(screen.getAllByText('Madrid').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(screen.queryAllByText('Madrid')).toHaveLength(0));
    expect(window.localStorage.getItem('poolside.columns.partners-test-columns-toggle') ?? '').toContain(
      'country',
    );
  });

  it('shows the empty state when nothing matches', async () => {
    fakeFetch(() => ok({ rows: [], total: 0 }));
    await renderList();
    expect(await screen.findByText('No records to show')).toBeTruthy();
  });
});

type Rma = { id: number; customer: string; city: string; note: string; status: string; actions?: never };

const rmas: Rma[] = [
  { id: 1, customer: 'Blue Pools', city: 'Lyon', note: 'Pump replaced', status: 'Sent' },
  { id: 2, customer: 'Aqua Service', city: 'Madrid', note: 'Brush worn', status: 'Closed' },
];

/** A ResizeObserver that reports the list `width` px wide (as a browser window of that size would). */
function listWidth(width: number) {
  class SizedObserver {
    private readonly callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      const entry = {
        target,
        contentRect: { x: 0, y: 0, width, height: 400, top: 0, left: 0, bottom: 400, right: width },
        borderBoxSize: [{ inlineSize: width, blockSize: 400 }],
        contentBoxSize: [{ inlineSize: width, blockSize: 400 }],
      } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', SizedObserver);
}

async function renderLocal() {
  await renderWithProviders(
    <DataList<Rma>
      records={rmas}
      storeColumnsKey="priority-test"
      caption="RMAs"
      columns={[
        { accessor: 'id', title: '#', priority: 1, width: 40 },
        { accessor: 'customer', title: 'Customer', priority: 2, width: 120 },
        { accessor: 'city', title: 'City', priority: 4, width: 200 },
        { accessor: 'note', title: 'Note', priority: 5, width: 300 },
        { accessor: 'status', title: 'Status', width: 100 },
        {
          accessor: 'actions',
          title: '',
          width: 60,
          render: (r) => <button type="button">Edit {r.id}</button>,
        },
      ]}
    />,
  );
}

describe('column priorities', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides nothing on a wide screen (1366 px)', () => {
    expect([...columnsHiddenForWidth([{ accessor: 'a', priority: 5 }, { accessor: 'b' }], 1366)]).toEqual([]);
  });

  it('hides the highest priority number first and never status or actions', () => {
    const columns = [
      { accessor: 'id', priority: 1 as const, width: 60 },
      { accessor: 'customer', priority: 2 as const, width: 200 },
      { accessor: 'city', priority: 4 as const, width: 200 },
      { accessor: 'note', priority: 5 as const, width: 300 },
      { accessor: 'status', priority: 5 as const, width: 120 },
      { accessor: 'actions', width: 80 },
    ];
    expect([...columnsHiddenForWidth(columns, 700)]).toEqual(['note']);
    expect([...columnsHiddenForWidth(columns, 500)].sort()).toEqual(['city', 'note']);
    expect([...columnsHiddenForWidth(columns, 390)].sort()).toEqual(['city', 'customer', 'note']);
    expect([...columnsHiddenForWidth(columns, 100)].sort()).toEqual(['city', 'customer', 'note']);
  });

  it('keeps status and actions visible at a phone width and shows the hidden values under the row', async () => {
    listWidth(390);
    await renderLocal();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Note' })).toBeNull());
    expect(within(table).queryByRole('columnheader', { name: 'City' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Edit 1' })).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText('Pump replaced')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show the other columns' })[0] as HTMLElement);
    expect(await screen.findByText('Pump replaced')).toBeTruthy();
    expect(screen.getByText('Lyon')).toBeTruthy();
  });

  it('shows every column on a wide screen', async () => {
    listWidth(1366);
    await renderLocal();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeTruthy();
    expect(screen.getByText('Pump replaced')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the other columns' })).toBeNull();
  });
});

describe('local rows', () => {
  it('sorts loaded rows here, without a pager or filter when they fit one page', async () => {
    await renderLocal();
    expect(await screen.findByText('Blue Pools')).toBeTruthy();
    expect(screen.queryByLabelText('Filter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    const firstCell = () => screen.getAllByRole('row')[1]?.textContent ?? '';
    expect(firstCell()).toContain('Blue Pools');
    expect(
      localPage(rmas, ['customer'], {
        filter: 'aqua',
        sort: { columnAccessor: '', direction: 'asc' },
        page: 1,
        pageSize: 10,
      }).rows,
    ).toHaveLength(1);
    expect(
      localPage(rmas, ['customer'], {
        filter: '',
        sort: { columnAccessor: 'customer', direction: 'asc' },
        page: 1,
        pageSize: 10,
      }).rows[0]?.customer,
    ).toBe('Aqua Service');
  });
});

describe('a list that changes what it lists', () => {
  type Counted = { id: number } & Record<string, string | number>;
  const listOf = (key: string, accessors: string[]) => (
    <DataList<Counted>
      records={[Object.fromEntries([['id', 1], ...accessors.map((a) => [a, `${a} value`])]) as Counted]}
      storeColumnsKey={key}
      caption="Report"
      columns={accessors.map((accessor) => ({ accessor, title: accessor.toUpperCase() }))}
    />
  );
  const headers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  it('shows each column list in its own order when its key changes in one visit', async () => {
    const view = await renderWithProviders(listOf('by-customer', ['customer', 'reports', 'open', 'closed']));
    await waitFor(() => expect(headers()).toEqual(['CUSTOMER', 'REPORTS', 'OPEN', 'CLOSED']));
    const next = ['department', 'reports', 'open', 'closed'];
    view.rerender(<Providers client={new QueryClient()}>{listOf('by-department', next)}</Providers>);
    await waitFor(() => expect(screen.getByText('department value')).toBeTruthy());
    // Give the column store's effects a chance to (wrongly) carry the first list's order over.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(headers()).toEqual(['DEPARTMENT', 'REPORTS', 'OPEN', 'CLOSED']);
    expect(
      JSON.parse(window.localStorage.getItem('poolside.columns.by-department-columns-order') ?? '[]'),
    ).toEqual(next);
  });
});
