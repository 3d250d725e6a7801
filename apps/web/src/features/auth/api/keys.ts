/** The query keys of the sign-in screens. */
const all = ['auth'] as const;

export const authKeys = {
  all,
  checkToken: (token: string) => [...all, 'checkToken', token] as const,
  twoFactorSetup: (challenge: string) => [...all, 'twoFactorSetup', challenge] as const,
};
