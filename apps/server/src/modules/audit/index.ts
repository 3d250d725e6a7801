// The public door of the audit module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { auditConditions } from './audit-filters.ts';
export { auditChangesOf } from './presenter.ts';
