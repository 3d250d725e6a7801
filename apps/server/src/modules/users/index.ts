// The public door of the users module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { listUsers } from './list-service.ts';
export { cachedSessionUser } from './session-user-cache.ts';
