import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { api, server, type SentRequest } from '../../test/server';
import { DataList, type DataListProps, type KeysetAnswer } from './data-list';
import { listPaging } from './list-paging';

type Row = { id: number; name: string; country: string };

const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `Partner ${String(i + 1).padStart(2, '0')}`,
  country: i % 3 ? 'Lyon' : 'Madrid',
}));

const columns = [
  { accessor: 'id', title: '#', sortable: true },
  { accessor: 'name', title: 'Name', sortable: true },
  { accessor: 'country', title: 'City', sortable: true },
] satisfies DataListProps<Row>['columns'];

/** A server list of the 60 partners, paged as asked; every request recorded. */
function servePartners() {
  const sent: SentRequest[] = [];
  server.use(
    api.get(
      '/companies',
      ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
      },
      sent,
    ),
  );
  return sent;
}

const serverList = (extra: Partial<DataListProps<Row>> = {}) => (
  <DataList<Row>
    endpoint="/companies"
    queryKey={['parts-test']}
    storeColumnsKey="parts-test"
    caption="Partners"
    defaultSort={{ columnAccessor: 'id', direction: 'asc' }}
    columns={columns}
    {...(extra as object)}
  />
);

/** A screen with its own filter (a city) above the list. */
function WithCityFilter() {
  const [city, setCity] = useState('Lyon');
  return (
    <>
      <button type="button" onClick={() => setCity('Madrid')}>
        Madrid only
      </button>
      {serverList({ params: { city } })}
    </>
  );
}

const cells = (column: number) =>
  within(screen.getByRole('table', { name: 'Partners' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[column]?.textContent);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the pager', () => {
  const t = ((key: string, values: Record<string, unknown>) =>
    `${key} ${JSON.stringify(values)}`) as unknown as TFunction;
  const base = { t, page: 2, pageSize: 10, setPage: () => {} };

  it('shows none for local rows that fit one page', () => {
    expect(listPaging({ ...base, isLocal: true, localTotal: 10, serverAnswer: undefined })).toEqual({});
  });

  it('pages local rows past one page by their count', () => {
    const paging = listPaging({ ...base, isLocal: true, localTotal: 11, serverAnswer: undefined });
    expect(paging).toMatchObject({ totalRecords: 11, recordsPerPage: 10, page: 2 });
    expect(paging.paginationText?.({ from: 11, to: 11, totalRecords: 11 })).toBe(
      'list.range {"from":11,"to":11,"total":11}',
    );
  });

  it("counts a capped server total as a lower bound, and names each control in the reader's words", () => {
    const answer: KeysetAnswer<Row> = { rows: [], total: 10_000, totalCapped: true, nextCursor: 'c' };
    const paging = listPaging({ ...base, isLocal: false, localTotal: 0, serverAnswer: answer });
    expect(paging.paginationText?.({ from: 11, to: 20, totalRecords: 10_000 })).toBe(
      'list.rangeCapped {"from":11,"to":20,"total":10000}',
    );
    expect(paging.getPaginationControlProps?.('next')?.['aria-label']).toMatch(/^list\.page\.next/);
  });
});

describe('the list remembers', () => {
  it("the page under its page key, and the sort chosen, for the session's next visit", async () => {
    const sent = servePartners();
    const first = await renderWithProviders(serverList({ pageStoreKey: 'parts-page' }));
    await screen.findByText('Partner 01');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Partner 11');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('sort')).toBe('name'));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('page')).toBe('2'));
    first.unmount();

    const before = sent.length;
    await renderWithProviders(serverList({ pageStoreKey: 'parts-page' }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(before));
    expect(Object.fromEntries(sent[before]?.url.searchParams ?? [])).toMatchObject({
      page: '2',
      sort: 'name',
    });
  });

  it('the first page again when a screen filter changes', async () => {
    const sent = servePartners();
    await renderWithProviders(<WithCityFilter />);
    await screen.findByText('Partner 01');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Partner 11');
    fireEvent.click(screen.getByRole('button', { name: 'Madrid only' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('city')).toBe('Madrid'));
    const madrid = sent.filter((r) => r.url.searchParams.get('city') === 'Madrid');
    expect(madrid.map((r) => r.url.searchParams.get('page'))).toEqual(['1']);
  });
});

describe('its columns', () => {
  it("sorts a newly chosen column ascending first, and names the sort in the reader's language", async () => {
    const sent = servePartners();
    await renderWithProviders(serverList({ defaultSort: { columnAccessor: 'id', direction: 'desc' } }), [
      'common',
    ]);
    await screen.findByText('Partner 01');
    expect(sent[0]?.url.searchParams.get('sort')).toBe('-id');
    fireEvent.click(screen.getByText('City'));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('sort')).toBe('country'));
    await i18next.changeLanguage('fra');
    try {
      await waitFor(() =>
        expect(screen.getAllByRole('img', { name: 'Tri croissant' }).length).toBeGreaterThan(0),
      );
    } finally {
      await i18next.changeLanguage('eng');
    }
  });
});

describe('local rows', () => {
  it('filters on any column and pages them 50 at a time, without asking the server', async () => {
    const asked = servePartners();
    await renderWithProviders(
      <DataList<Row>
        records={rows}
        withFilter
        storeColumnsKey="parts-local"
        caption="Partners"
        columns={columns}
      />,
    );
    expect(await screen.findByText('1–50 of 60')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'madrid' } });
    expect(await screen.findByText('Partner 58')).toBeTruthy();
    expect(cells(2).every((city) => city === 'Madrid')).toBe(true);
    expect(cells(2)).toHaveLength(20);
    expect(screen.queryByText(/of 60/)).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('names each selection checkbox by its row', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <DataList<Row>
        records={rows.slice(0, 3)}
        storeColumnsKey="parts-select"
        caption="Partners"
        columns={columns}
        selectedRecords={[]}
        onSelectedRecordsChange={onChange}
      />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row 2' }));
    expect(onChange).toHaveBeenCalledWith([rows[1]]);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy();
  });
});

describe('each page shown', () => {
  it('is told to the screen once it has arrived', async () => {
    servePartners();
    const onPage = vi.fn();
    await renderWithProviders(serverList({ onPage }));
    await screen.findByText('Partner 01');
    await waitFor(() => expect(onPage).toHaveBeenLastCalledWith(expect.objectContaining({ total: 60 })));
    expect(onPage.mock.calls.at(-1)?.[0].rows).toHaveLength(10);
  });
});
