// The public door of the auth module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files. Who is asking and what they may do is the access module's.
export { accounts, accountTypes } from './account-reads.ts';
export { type AccountChange, insertAccount, type NewAccount, updateAccount } from './account-writes.ts';
export { findActorBySession } from './actor.ts';
export { issueApiKey, revokeApiKeys } from './api-keys.ts';
export { checkPasswordAttempt } from './password-attempt.ts';
export { hashPassword } from './passwords.ts';
export { invalidateAllSessions, invalidateUserSessions } from './session-cache.ts';
export { findSessionUser } from './session-user.ts';
export { presentSessionUser, presentUserBasics, presentUserType } from './session-user-presenter.ts';
export { deleteCompanySessions, deleteUserSessions } from './sessions.ts';
export { resetTwoFactor } from './two-factor/reset.ts';
// For caches.ts (the cache catalogue outside the modules), which still reads these through this door.
export { type Actor, isProviderStaff, visibleCompanyIds } from '../access/index.ts';
