// The public door of the statistics module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Other modules record usage events (auth: logins; files, catalogue: document views); the
// routes are registered by app-routes.ts.
export { recordUsageEvent } from './event-buffer.ts';
