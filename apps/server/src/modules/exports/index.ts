// The public door of the exports module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { type ExportColumn, type ExportRow, type ReportDefinition, registerReport } from './registry.ts';
