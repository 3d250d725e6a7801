// The public door of the rma-admin module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Repairs and rma-admin become one RMA module later (docs/ARCHITECTURE.md): until then
// their imports of each other's files are known violations (.dependency-cruiser-known-violations.json).
export { summarizeNotSent } from './not-sent-summary-service.ts';
export { requireAdminIf } from './policy.ts';
