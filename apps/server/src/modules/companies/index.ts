// The public door of the companies module (docs/ARCHITECTURE.md "Module boundaries"): the import and the
// ERP sync (issue 18 items 2-3) apply the same company rules through these.
export { companyIdsByNumber } from './company-reads.ts';
export { applyCompanyRows, checkCompanyRows, type ResolvedCompanyRow } from './import-rows.ts';
