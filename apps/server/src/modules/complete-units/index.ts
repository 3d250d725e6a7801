// The public door of the complete-units module: the app registers its routes (and, through them, its
// completeUnitRequests report) from here; other modules use nothing else of it.
export { completeUnitRoutes } from './routes.ts';
