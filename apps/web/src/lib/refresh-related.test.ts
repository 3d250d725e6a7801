import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRelated } from './refresh-related';

describe('refreshRelated', () => {
  it('marks the other queries under the root stale, never the one holding the written answer', async () => {
    const client = new QueryClient();
    client.setQueryData(['spares', 'cart', 'SEA'], { total: 2 });
    client.setQueryData(['spares', 'cart', 'AIR'], { total: 1 });
    client.setQueryData(['spares', 'order', 1], { id: 1 });
    client.setQueryData(['orders', 'list'], []);
    await refreshRelated(client, ['spares', 'cart'], ['spares', 'cart', 'SEA']);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['spares', 'cart', 'SEA'])).toBe(false);
    expect(stale(['spares', 'cart', 'AIR'])).toBe(true);
    expect(stale(['spares', 'order', 1])).toBe(false);
    expect(stale(['orders', 'list'])).toBe(false);
  });
});
