// The public door of the warranty module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Units, fitted parts and the warranty rules moved to the units module: these names are
// re-exported from its door so that an existing importer keeps working; new code imports ../units/index.ts.
export {
  type FittedRow,
  findFittedParts,
  findUnitBySn,
  isMajorSlot,
  isPartCovered,
  partWarrantyEnd,
  warrantyOf,
} from '../units/index.ts';
