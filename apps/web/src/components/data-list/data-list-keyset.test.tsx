import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../test/render';
import { DataList } from './data-list';
import { pagerTotal } from './use-keyset-cursors';

type Row = { id: number; name: string };

const all: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: 45 - i, name: `RMA ${45 - i}` }));

/** A keyset endpoint: `after` is the last id shown; the total is capped at 20 (as COUNT_CAP is at 10,000). */
function serveKeyset() {
  return fakeFetch(({ url }) => {
    const pageSize = Number(url.searchParams.get('pageSize'));
    const after = url.searchParams.get('after');
    const page = Number(url.searchParams.get('page'));
    const start = after ? all.findIndex((r) => r.id < Number(after)) : (page - 1) * pageSize;
    const rows = all.slice(start, start + pageSize);
    const hasNext = start + pageSize < all.length;
    return ok({ rows, total: 20, totalCapped: true, nextCursor: hasNext ? String(rows.at(-1)?.id) : null });
  });
}

describe('keyset paging in the data list', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the next page with the cursor it was given, and shows a capped total as a lower bound', async () => {
    const requests = serveKeyset();
    await renderWithProviders(
      <DataList<Row>
        endpoint="/companies"
        queryKey={['rmas']}
        storeColumnsKey="rmas-test"
        caption="RMAs"
        pageSize={10}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        columns={[
          { accessor: 'id', title: '#' },
          { accessor: 'name', title: 'Name' },
        ]}
      />,
    );
    expect(await screen.findByText('RMA 45')).toBeTruthy();
    expect(requests[0].url.searchParams.has('after')).toBe(false);
    expect(screen.getByText('1–10 of 20+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('RMA 35')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('after')).toBe('36');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('RMA 25')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('after')).toBe('26');
    // Past the capped total the pager grows with the pages reached.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('RMA 15')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('after')).toBe('16');
    expect(screen.getByText('31–40 of 20+')).toBeTruthy();
    // Back to a page already reached: by its cursor again.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('RMA 25')).toBeTruthy();
  });

  it('counts pages from an exact total, and past a capped one while there is a next page', () => {
    expect(pagerTotal({ total: 35, totalCapped: false, nextCursor: 'x' }, 1, 10)).toBe(35);
    expect(pagerTotal({ total: 20, totalCapped: true, nextCursor: 'x' }, 3, 10)).toBe(31);
    expect(pagerTotal({ total: 20, totalCapped: true, nextCursor: null }, 3, 10)).toBe(30);
    expect(pagerTotal(undefined, 1, 10)).toBe(0);
  });
});
