// The public door of the feedback module: the app registers its routes (and, through them, its feedback
// report) from here; other modules use nothing else of it.
export { feedbackRoutes } from './routes.ts';
