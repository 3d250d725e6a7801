// The public door of the notifications module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { notify } from './notify.ts';
