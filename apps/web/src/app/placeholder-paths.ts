/** Authenticated routes whose screens later issues build; until then they show a "coming soon" page. */
export const placeholderPaths = [] as const;

/** Admin submenu routes (under /admin, types 1 and 2). */
export const adminPlaceholderPaths = [] as const;
