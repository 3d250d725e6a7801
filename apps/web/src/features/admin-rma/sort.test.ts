import { describe, expect, it } from 'vitest';
import { warrantyFilterOf } from './components/warranty-checkboxes';
import { matchesText, sortParam, sortRecords } from './sort';

describe('admin RMA list helpers', () => {
  const rows = [
    { id: 10, name: 'Riviera', green: 2 },
    { id: 9, name: 'ClearWater', green: 11 },
    { id: 100, name: 'aqua', green: 0 },
  ];

  it('sorts numbers numerically and text by locale, both ways', () => {
    expect(sortRecords(rows, { columnAccessor: 'green', direction: 'asc' }).map((r) => r.id)).toEqual([
      100, 10, 9,
    ]);
    expect(sortRecords(rows, { columnAccessor: 'name', direction: 'desc' }).map((r) => r.id)).toEqual([
      10, 9, 100,
    ]);
    expect(sortParam({ columnAccessor: 'dateSent', direction: 'desc' })).toBe('-dateSent');
  });

  it('filters case-insensitively, "#12" matching the id 12', () => {
    expect(matchesText([12, 'ClearWater'], '#12')).toBe(true);
    expect(matchesText([12, 'ClearWater'], 'clear')).toBe(true);
    expect(matchesText([12, 'ClearWater'], 'riviera')).toBe(false);
    expect(matchesText([12], '  ')).toBe(true);
  });

  it('turns the two not-sent checkboxes into the API filter', () => {
    expect(warrantyFilterOf({ green: true, red: true })).toBe('all');
    expect(warrantyFilterOf({ green: true, red: false })).toBe('green');
    expect(warrantyFilterOf({ green: false, red: true })).toBe('red');
    expect(warrantyFilterOf({ green: false, red: false })).toBe('none');
  });
});
