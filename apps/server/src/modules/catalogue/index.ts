// The public door of the catalogue module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Units and their fitted parts are the units module's (catalogue uses its door).
export { visibleBrandIds } from './brand-policy.ts';
export {
  cachedVisibleBrandIds,
  listBrandsForDashboard,
  listRobotYearsForDashboard,
} from './dashboard-summary.ts';
export {
  insertBrand,
  insertModelDocument,
  insertPartNumbers,
  insertRobotModel,
  insertWorkbookParts,
  type NewRobotModel,
  updateBrand,
  updateModelDocument,
  updatePartNumber,
  updateRobotModel,
  updateWorkbookPart,
} from './catalogue-writes.ts';
export { parts } from './catalogue-reads.ts';
export { imageUrl, presentBrand } from './presenter.ts';
