// The public door of the catalogue module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Units and their fitted parts are the units module's (catalogue uses its door).
export { visibleBrandIds } from './brand-policy.ts';
export { imageUrl, presentBrand } from './presenter.ts';
