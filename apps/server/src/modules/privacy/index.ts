// The public door of the privacy module (end customers' personal data: erasure on request, retention):
// another module imports from here only. Nothing is public: its routes are registered by app-routes.ts, its
// retention job by app-jobs.ts.
export {};
