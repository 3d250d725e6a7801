// The public door of the audit module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files. Nothing is public: its routes are registered by app-routes.ts.
export {};
