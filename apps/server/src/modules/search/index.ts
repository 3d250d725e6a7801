// The public door of the search module (docs/ARCHITECTURE.md "Module boundaries"): nobody imports it.
export {};
