// The public door of the feedback module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Its routes are registered by app-routes.ts.
export { eraseFeedbackContacts, feedbackContactFields } from './personal-data.ts';
