// The public door of the dashboard module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export {};
