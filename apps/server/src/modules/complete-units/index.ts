// The public door of the complete-units module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Its routes are registered by app-routes.ts.
export { activeOptionItems, type OptionItemRow, type Translated } from './option-reads.ts';
export { completeUnitContactFields, eraseCompleteUnitContacts } from './personal-data.ts';
