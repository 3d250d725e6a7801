import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const target = (type: string, params: Record<string, unknown>) =>
  notificationTarget({ type, params } as Parameters<typeof notificationTarget>[0]);

describe('the screen a notification opens', () => {
  it.each([
    ['RMA', { rmaId: 42 }, '/repairs/rma_history/42'],
    ['RMA', { rmaId: '42' }, '/repairs/rma_history/42'],
    ['NTW', { sn: 'AB24000123' }, '/repairs/history/AB24000123'],
    ['NTR', { sn: 'AB 24/1' }, '/repairs/history/AB%2024%2F1'],
    ['NEW', { contentId: 9 }, '/news/9'],
    ['USR', { userId: 12 }, '/users/12'],
    ['NWB', { brandId: 3 }, '/brands/3'],
    ['FEE', { feedbackId: 7 }, '/feedback/report/7'],
    ['FEC', { feedbackId: 8 }, '/feedback/report/8'],
    ['ORD', { orderId: 41 }, '/spares/orders/41'],
    ['PNC', {}, '/compatibility'],
  ])('%s with %o opens %s', (type, params, path) => {
    expect(target(type, params)).toBe(path);
  });

  it.each([
    ['RMA', {}],
    ['RMA', { rmaId: 0 }],
    ['RMA', { rmaId: -3 }],
    ['RMA', { rmaId: 'x' }],
    ['RMA', { rmaId: 1.5 }],
    ['NTW', { sn: '' }],
    ['NTW', { sn: 12 }],
    ['NEW', { contentId: null }],
    ['UAP', {}],
    ['XYZ', { rmaId: 4 }],
  ])('%s with %o opens nothing', (type, params) => {
    expect(target(type, params)).toBeNull();
  });

  it('opens a complete-unit request by its id', () => {
    expect(target('COM', { requestId: 5 })).toMatch(/5$/);
    expect(target('COM', { requestId: 'none' })).toBeNull();
  });
});
