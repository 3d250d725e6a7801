// The public door of the compatibility module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Its routes are registered by app-routes.ts.
export { insertCompatibility } from './compatibility-writes.ts';
export { supersessions } from './compatibility-reads.ts';
