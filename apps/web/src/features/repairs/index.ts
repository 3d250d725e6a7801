// The public door of the repairs feature: another feature imports from here only, never its other files.
// The one client of DELETE /rma/line/{id} (the admin's not-sent lines use it too).
export { useDeleteLine } from './api/mutations';
