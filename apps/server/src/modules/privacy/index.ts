// The public door of the privacy module (end customers' personal data: erasure on request, retention).
export { applyRetention } from './retention-job.ts';
export { privacyRoutes } from './routes.ts';
