/**
 * Every route path of the web app, in one place: screens link and navigate with these functions, never
 * with a literal path. The router's route definitions (`*-routes.ts`) keep their patterns (`:id`).
 */
const enc = encodeURIComponent;

export const paths = {
  home: () => '/',
  notFound: () => '/notFound',

  // Access (spec 01)
  login: () => '/login',
  loginRecovery: () => '/login/recovery',
  aboutUs: () => '/about_us',
  privacyPolicy: () => '/privacy_policy',
  termsAndConditions: () => '/terms_and_conditions',
  generalPrivacyPolicy: () => '/general_privacy_policy',
  contact: () => '/contact',
  faq: () => '/faq',
  news: (id: number, slug?: string) => (slug ? `/news/${id}/${slug}` : `/news/${id}`),
  notifications: () => '/notifications',

  // Users
  users: () => '/users',
  userAdd: () => '/users/add',
  user: (id: number) => `/users/${id}`,
  myProfile: () => '/users/my_profile',

  // Catalogue and warranty (spec 02)
  brand: (id: number, name?: string) => (name ? `/brands/${id}/${enc(name)}` : `/brands/${id}`),
  robot: (pn: string, year: number, sn?: string) =>
    sn ? `/robots/${enc(pn)}/${year}/${enc(sn)}` : `/robots/${enc(pn)}/${year}`,
  robotData: () => '/repairs/data',
  compatibility: () => '/compatibility',

  // Repairs (partner side)
  repairReport: (sn?: string) => (sn ? `/repairs/report/${enc(sn)}` : '/repairs/report'),
  unsentLines: () => '/repairs/rma',
  unsentLine: (id: number) => `/repairs/rma/line/${id}`,
  rma: (id: number) => `/repairs/rma/${id}`,
  rmaHistory: () => '/repairs/rma_history',
  rmaHistoryItem: (id: number) => `/repairs/rma_history/${id}`,
  repairHistory: (sn?: string) => (sn ? `/repairs/history/${enc(sn)}` : '/repairs/history'),

  // Complete-unit return requests
  completeUnitRequest: () => '/repairs/complete_unit_request',
  completeUnitRequestItem: (id: number) => `/repairs/complete_unit_requests/${id}`,
  completeUnitReports: () => '/repairs/complete_unit_reports',

  // Customer feedback (spec 03): creation, history, one report (detail or the reporter's read-only view)
  feedbackReport: () => '/feedback/report',
  feedbackReportItem: (id: number) => `/feedback/report/${id}`,
  feedbackHistory: () => '/feedback/history',

  // Spare parts
  sparesOrder: (pn?: string) => (pn ? `/spares/make_order/${enc(pn)}` : '/spares/make_order'),
  sparesBag: () => '/spares/bag',
  sparesOrders: () => '/spares/orders',
  sparesOrderItem: (id: number) => `/spares/orders/${id}`,

  // Statistics reports (spec 03; provider staff)
  reports: () => '/reports',

  // The maker's admin (under /admin)
  admin: {
    notSent: () => '/admin/not_sent',
    notSentCustomer: (customer: string, user?: number) =>
      user === undefined ? `/admin/not_sent/${enc(customer)}` : `/admin/not_sent/${enc(customer)}/${user}`,
    rmas: () => '/admin/rma',
    rma: (id: number) => `/admin/rma/${id}`,
    rmaHistory: () => '/admin/rma_history',
    rmaHistoryItem: (id: number) => `/admin/rma_history/${id}`,
    contents: (list: string) => `/admin/contents/${list}`,
    contentEditor: (kind: string, id: number | 'new') => `/admin/contents/${kind}/${id}`,
    warrantyUpdates: () => '/admin/warranty_updates',
    warrantyUpdate: (sn: string) => `/admin/warranty_updates/${enc(sn)}`,
    changedRobotParts: () => '/admin/changed_robot_parts',
    qaManagement: () => '/admin/qaManagement',
    popups: () => '/admin/popups',
    audit: () => '/admin/audit',
    import: () => '/admin/import',
    companies: () => '/admin/companies',
    company: (id: number | 'new') => `/admin/companies/${id}`,
  },
} as const;

/** The screens a detail goes "up" to: a list path, or the dashboard. */
const upTargets: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/repairs\/rma\/line\/[^/]+$/, paths.unsentLines],
  [/^\/repairs\/rma\/[^/]+$/, paths.rmaHistory],
  [/^\/repairs\/rma_history\/[^/]+$/, paths.rmaHistory],
  [/^\/repairs\/history\/[^/]+$/, () => paths.repairHistory()],
  [/^\/repairs\/complete_unit_requests\/[^/]+$/, paths.completeUnitReports],
  [/^\/spares\/orders\/[^/]+$/, paths.sparesOrders],
  [/^\/repairs\/report\/[^/]+$/, () => paths.repairReport()],
  [/^\/feedback\/report\/[^/]+$/, paths.feedbackHistory],
  [/^\/users\/[^/]+$/, paths.users],
  [/^\/admin\/rma\/[^/]+$/, paths.admin.rmas],
  [/^\/admin\/rma_history\/[^/]+$/, paths.admin.rmaHistory],
  [/^\/admin\/not_sent\/.+$/, paths.admin.notSent],
  [/^\/admin\/warranty_updates\/[^/]+$/, paths.admin.warrantyUpdates],
  [/^\/admin\/companies\/[^/]+$/, paths.admin.companies],
  [/^\/admin\/contents\/(qa|news)\/[^/]+$/, (match) => paths.admin.contents(match[1] ?? 'news')],
];

/**
 * Where the app's Back goes when the portal has no earlier page in this tab (opened from a link, a new
 * tab, after the login): one level up, never out of the portal.
 */
export function upFrom(pathname: string): string {
  for (const [pattern, target] of upTargets) {
    const match = pattern.exec(pathname);
    if (match) return target(match);
  }
  return paths.home();
}

/** True when the browser's previous entry of this tab is a page of the portal (React Router's index). */
export function hasPortalHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
