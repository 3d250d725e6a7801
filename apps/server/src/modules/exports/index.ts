// The public door of the exports module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { type ExportRow, moneyCell, type ReportMeter, registerReport } from './registry.ts';
// The statistics reports' Excel files (modules/statistics/file-service.ts).
export { xlsxBuffer } from './xlsx.ts';
// The chosen ids of a report as one bind parameter (100,000 ids; inArray breaks past 65,535).
export { idIn } from './ids-sql.ts';
export { dateText } from './cell-text.ts';
// Reports' rows in keyset batches.
export { EXPORT_BATCH, keysetBatches, listPages } from './batches.ts';
