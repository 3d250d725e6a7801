// The public door of the warranty module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. No other module uses it, so nothing is public (units, fitted parts and the warranty rules
// are the units module's).
export {};
