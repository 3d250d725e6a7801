// The public door of the rma module (docs/ARCHITECTURE.md "Module boundaries"): RMAs and their lines, the
// partner side (rma/partner: report, edit, send, history) and the maker's side (rma/admin: review, status,
// decisions, finish, packing slip) in one module. Another module imports from here only; routes and the
// auto-send job are imported by app-routes.ts and app-jobs.ts directly.
export { summarizeNotSent } from './not-sent-summary-service.ts';
export { selectLines } from './line-store.ts';
export { lineTextFilter, notSentSortColumns } from './not-sent-service.ts';
export { requireAdminIf } from './policy.ts';
export { presentLine, presentRma } from './presenter.ts';
export { getRma } from './rma-list-service.ts';
export { pageRmas, textFilter } from './rma-page.ts';
export { selectRmas } from './rma-store.ts';
