// The public door of the master-data module (docs/ARCHITECTURE.md "Module boundaries"): nothing is public;
// its routes are registered by app-routes.ts. It writes other modules' tables through the shared schema
// (brands, models, parts, units) or through their doors (companies): docs/decisions.md "Master data import".
export {};
