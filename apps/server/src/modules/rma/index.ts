// The public door of the rma module (docs/ARCHITECTURE.md "Module boundaries"). The module is arranged by use:
// rma/partner (a partner reports repairs: save, edit, send, history), rma/admin (the maker reviews: line
// decisions, status changes, finish, packing slip) and the shared reads at the top (stores, pages, presenter,
// policy, the not-sent lists both sides read). No other module uses it, so nothing is public; routes and the
// auto-send job are imported by app-routes.ts and app-jobs.ts directly.
export {};
