/** The query keys of the companies screens: a write refreshes what it changed by these. */
const all = ['companies'] as const;

export const companyKeys = {
  all,
  list: () => [...all, 'list'] as const,
  one: (id: number) => [...all, 'one', id] as const,
  options: () => [...all, 'options'] as const,
  /** The users lists (the users feature's), which show company names. */
  users: () => ['users'] as const,
  usersOf: (companyId: number) => ['users', 'company', companyId] as const,
};
