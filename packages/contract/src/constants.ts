/** Business constants of the spec (01 s9, 02 s9, 03 s9). */
export const limits = {
  passwordMin: 6,
  zipMax: 12,
  contactMessageMax: 200,
  newsSummaryMax: 170,
  fileNameShownMax: 25,
  notificationDropdownMax: 10,
  notificationFirstPollMs: 10_000,
  notificationPollMs: 30_000,
  sliderIntervalMs: 5000,
  sliderTransitionMs: 500,
  captchaWaitMs: 5000,
  captchaPollMs: 100,
  pageViewDelayMs: 1000,
  wrapperFadeMs: 500,
  defaultPageSize: 10,
  paginationButtons: 9,
  recentRepairs: 3,
  quantityMax: 100,
  rmaHistoryPageSize: 35,
  warrantyUpdatesPageSize: 200,
  qaNumberMax: 99,
  qaTextMax: 255,
  imagePopupDelayMs: 100,
  editorInitDelayMs: 500,
  dateRangeEndExtraSeconds: 86400,
  resetTokenTtlSeconds: 3600,
  sessionKeepSeconds: 30 * 24 * 3600,
} as const;

export const contentIds = {
  aboutUs: 21,
  privacyPolicy: 23,
  termsAndConditions: 24,
  generalPrivacyPolicy: 25,
} as const;
export const consentContentId = contentIds.privacyPolicy;
export const defaultUserTypeId = 6;
export const adminTypeIds = [1, 2] as const;

export const rmaStatuses = ['WAT', 'SNT', 'REC', 'PRO', 'RET', 'REJ', 'APP', 'CLS'] as const;
export type RmaStatus = (typeof rmaStatuses)[number];
export const lineStatuses = ['APP', 'REJ'] as const;

export const notificationTypes = [
  'PNC',
  'RMA',
  'COM',
  'FEE',
  'NWB',
  'NTW',
  /** Ours: the provider rejected (deleted) a warranty update the company asked for. */
  'NTR',
  'NEW',
  'ORD',
  'CNT',
  'NWD',
  'USR',
  'UAP',
  'FEC',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const redNotificationTypes: readonly NotificationType[] = ['COM', 'FEE', 'RMA'];

export const menuKeys = [
  'hp',
  'about_us',
  'repairs',
  'complete_unit',
  'feedback',
  'spares',
  'compatibility',
  'contact',
  'users',
  'admin',
  'faq',
  'reports',
] as const;
export type MenuKey = (typeof menuKeys)[number];

export const warrantyTypeIds = [231, 232, 233, 234, 235, 236, 238] as const;

/**
 * The largest upload, in MB: the server's default (UPLOAD_MAX_MB), which the screens check before sending
 * (a server configured otherwise still refuses with -6 `file`, shown at the field).
 */
export const uploadMaxMb = 10;

export const uploadKinds = {
  image: ['pdf', 'png', 'gif', 'jpg', 'jpeg', 'bmp'],
  file: ['pdf', 'png', 'gif', 'jpg', 'jpeg', 'bmp', 'doc', 'docx', 'xls', 'xlsx'],
} as const;
