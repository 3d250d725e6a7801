/** Authenticated routes whose screens later issues build; until then they show a "coming soon" page. */
export const placeholderPaths = [
  'reports',
  'complete_unit/complete_unit_request',
  'complete_unit/complete_unit_reports',
  'feedback/report',
  'spares/make_order',
  'spares/bag',
  'spares/orders',
] as const;

/** Admin submenu routes (under /admin, types 1 and 2). */
export const adminPlaceholderPaths = [] as const;
