// The public door of the files module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { canReadFile, type Download } from './download-service.ts';
export { findFile } from './file-reads.ts';
