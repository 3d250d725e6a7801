/** The admin popups' queries (the messages list, DataList pages under it): every write refreshes them. */
export const popupKeys = { all: ['popups'] as const };
