import type { CompanyDetail, CompanyOptions, CompanyRow } from '@poolside/contract/companies';

export const companyOptions: CompanyOptions = {
  distributors: [{ id: 2, number: 'D-200', name: 'Blue Waters Distribution', isActive: true }],
  priceLists: [
    { code: 'standard', name: 'Standard' },
    { code: 'gold', name: 'Gold partners' },
  ],
  brands: [
    { id: 1, name: 'Aquabot' },
    { id: 2, name: 'Dolphin' },
  ],
};

export function companyRow(
  id: number,
  number: string,
  name: string,
  overrides: Partial<CompanyRow> = {},
): CompanyRow {
  return {
    id,
    number,
    name,
    kind: 'service_centre',
    parentName: null,
    country: 'FR',
    currency: 'EUR',
    priceList: 'standard',
    isActive: true,
    userCount: 3,
    createdAt: Date.UTC(2026, 0, 5) / 1000,
    ...overrides,
  };
}

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    id: 7,
    number: 'SC-700',
    name: 'Clear Pools',
    kind: 'service_centre',
    parentId: 2,
    parentName: 'Blue Waters Distribution',
    country: 'FR',
    currency: 'EUR',
    priceList: 'standard',
    brandIds: [1],
    isActive: true,
    userCount: 4,
    createdAt: Date.UTC(2026, 0, 5) / 1000,
    ...overrides,
  };
}
