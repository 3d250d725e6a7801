// The public door of the spares module: the app registers its routes from here; other modules use nothing
// else of it.
export { sparesRoutes } from './routes.ts';
