// The public door of the warranty module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Catalogue and warranty become one units module later (docs/ARCHITECTURE.md): until
// then their imports of each other's files are known violations (.dependency-cruiser-known-violations.json).
export { type FittedRow, findFittedParts, findUnitBySn, warrantyOf } from './unit-store.ts';
export { isMajorSlot, isPartCovered, partWarrantyEnd } from './warranty-rules.ts';
