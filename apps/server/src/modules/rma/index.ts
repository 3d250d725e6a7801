// The public door of the rma module (docs/ARCHITECTURE.md "Module boundaries"): RMAs and their lines, the
// partner side (rma/partner: report, edit, send, history) and the maker's side (rma/admin: review, status,
// decisions, finish, packing slip) in one module. No other module uses it, so nothing is public; routes and
// the auto-send job are imported by app-routes.ts and app-jobs.ts directly.
export {};
