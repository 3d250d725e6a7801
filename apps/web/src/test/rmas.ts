import type { Rma } from '@poolside/contract/repairs';

/** An RMA as the lists answer it: sent on day `id` of April 2026, two lines under warranty, one not. */
export const rma = (id: number, status: Rma['status'], overrides: Partial<Rma> = {}): Rma => ({
  id,
  moovexID: '3001',
  clientFullName: 'Clear Pools',
  companyId: 3,
  userID: 4,
  userName: 'Sam Service',
  dateSent: Date.UTC(2026, 3, id) / 1000,
  green: 2,
  red: 1,
  qa: 0,
  status,
  finished: false,
  refund: { invoiceNo: '', orderNo: '', refund: null },
  currency: 'EUR',
  laborCost: null,
  isAutoSent: false,
  ...overrides,
});
