import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../test/render';
import { DataList } from './data-list';
import { listQueryString, sortParam } from './list-query';

type Row = { id: number; name: string; city: string };

const all: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Partner ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Lyon' : 'Madrid',
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
      endpoint="/partners"
      queryKey={['partners']}
      storeColumnsKey="partners-test"
      caption="Partners"
      defaultSort={{ columnAccessor: 'id', direction: 'asc' }}
      params={{ kind: 'service', empty: undefined }}
      columns={[
        { accessor: 'id', title: '#', sortable: true },
        { accessor: 'name', title: 'Name', sortable: true },
        { accessor: 'city', title: 'City' },
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
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('filter')).toBe('Partner 2'));
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('1–4 of 4')).toBeTruthy();
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
      'city',
    );
  });

  it('shows the empty state when nothing matches', async () => {
    fakeFetch(() => ok({ rows: [], total: 0 }));
    await renderList();
    expect(await screen.findByText('No records to show')).toBeTruthy();
  });
});
