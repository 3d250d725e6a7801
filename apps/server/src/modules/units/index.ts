// The public door of the units module (docs/ARCHITECTURE.md "Module boundaries"): robot units, the parts
// fitted in them and the warranty a unit's data gives. Catalogue, warranty and rma use units through here.
export { applyPartChange, undoPartChange } from './fitted-changes.ts';
export {
  insertFittedParts,
  insertUnits,
  type NewFittedPart,
  type NewUnit,
  refitPart,
  setUnitWarranty,
  updateUnit,
} from './unit-writes.ts';
export {
  type FittedRow,
  findFittedParts,
  findUnitBySn,
  findUnitWithParts,
  type ModelRow,
  type UnitRow,
  warrantyOf,
} from './unit-store.ts';
export {
  addDays,
  addMonths,
  isManualEndBeforeStart,
  isMajorSlot,
  isPartCovered,
  isUnderWarranty,
  partWarrantyEnd,
  ruleOf,
  type Warranty,
  warrantyTypeRules,
} from './warranty-rules.ts';
