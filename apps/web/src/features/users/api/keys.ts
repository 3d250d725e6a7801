/** The query keys of the users screens: a write refreshes what it changed by these. */
const all = ['users'] as const;

export const userKeys = {
  all,
  list: () => [...all, 'list'] as const,
  one: (id: number) => [...all, 'one', id] as const,
  /** A company's users (the company page's list). */
  ofCompany: (companyId: number) => [...all, 'company', companyId] as const,
  types: () => ['userTypes'] as const,
  ownTwoFactor: () => ['twoFactor'] as const,
};
