import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'feedback');

const create = page(() => import('../features/feedback/pages/report-page').then((m) => m.FeedbackReportPage));
const history = page(() =>
  import('../features/feedback/pages/history-page').then((m) => m.FeedbackHistoryPage),
);
const detail = page(() => import('../features/feedback/pages/detail-page').then((m) => m.FeedbackDetailPage));

/**
 * Customer feedback: the creation flow, the history (ours: /feedback/history; the spec's
 * /feedback/request shows the same list), and one report (the handling detail for feedback managers, the
 * read-only view for the reporter's company).
 */
export const feedbackRoutes: RouteObject[] = [
  { path: 'feedback/report', lazy: create },
  { path: 'feedback/report/:id', lazy: detail },
  { path: 'feedback/history', lazy: history },
  { path: 'feedback/request', lazy: history },
];
