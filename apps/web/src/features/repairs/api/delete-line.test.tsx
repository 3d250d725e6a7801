import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { robotKeys } from '../../../lib/robot-queries';
import { testQueryClient } from '../../../test/render';
import { api, type SentRequest, server } from '../../../test/server';
import { useDeleteLine } from '../index';
import { repairKeys } from './keys';

describe('DELETE /rma/line/{id}: the one client of the route', () => {
  it("removes the line once and reads again the RMA lists, the robots and the caller's own lists", async () => {
    const sent: SentRequest[] = [];
    server.use(api.delete('/rma/line/:id', null, sent));
    const client = testQueryClient();
    const callerList = ['adminRma', 'notSent', 'lines', '3001'] as const;
    const unrelated = ['news'] as const;
    for (const key of [repairKeys.notSent(), robotKeys.bySn('SN41'), callerList, unrelated]) {
      client.setQueryData(key, { rows: [] });
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteLine(['adminRma', 'notSent']), { wrapper });

    await act(() => result.current.mutateAsync(41));

    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/rma/line/41']);
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(isStale(repairKeys.notSent())).toBe(true);
    expect(isStale(robotKeys.bySn('SN41'))).toBe(true);
    expect(isStale(callerList)).toBe(true);
    expect(isStale(unrelated)).toBe(false);
  });
});
