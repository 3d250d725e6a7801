// The public door of the spares module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Its routes are registered by app-routes.ts.
export { insertPartPrices, updatePartPrice } from './price-writes.ts';
