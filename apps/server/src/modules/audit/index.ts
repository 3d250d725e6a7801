// The public door of the audit module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files. Its routes are registered by app-routes.ts.
export { recordedAfter } from './entry-reads.ts';
