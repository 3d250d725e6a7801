// The public door of the repairs module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Repairs and rma-admin become one RMA module later (docs/ARCHITECTURE.md): until then
// their imports of each other's files are known violations (.dependency-cruiser-known-violations.json).
export { selectLines } from './line-store.ts';
export { lineTextFilter, notSentSortColumns } from './not-sent-service.ts';
export { presentLine, presentRma } from './presenter.ts';
export { getRma } from './rma-list-service.ts';
export { pageRmas, textFilter } from './rma-page.ts';
export { changeRmaStatus } from './rma-status-service.ts';
export { selectRmas } from './rma-store.ts';
