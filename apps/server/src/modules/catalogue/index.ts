// The public door of the catalogue module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Catalogue and warranty become one units module later (docs/ARCHITECTURE.md):
// until then their imports of each other's files are known violations (.dependency-cruiser-known-violations.json).
export { visibleBrandIds } from './brand-policy.ts';
export { findVisibleBrands, findVisibleYears } from './brands-service.ts';
export { imageUrl, presentBrand } from './presenter.ts';
