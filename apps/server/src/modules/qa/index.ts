// The public door of the qa module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Its routes are registered by app-routes.ts.
export { loadQaParams, type QaParamsRow } from './qa-params-store.ts';
export { presentQaParams } from './presenter.ts';
