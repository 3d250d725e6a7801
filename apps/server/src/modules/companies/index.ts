// The public door of the companies module (docs/ARCHITECTURE.md "Module boundaries"): the import and the
// ERP sync apply the same company rules through these.
export { companyIdsByNumber } from './company-reads.ts';
export { applyCompanyRows, checkCompanyRows, type ResolvedCompanyRow } from './import-rows.ts';
