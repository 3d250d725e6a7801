// The public door of the contents module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only. Nothing is public: its routes are registered by app-routes.ts.
export { type ContentProp, type ContentRow, latestNews } from './news-reads.ts';
