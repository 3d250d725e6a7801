// The public door of the auth module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { type Actor, findActorBySession } from './actor.ts';
export { issueApiKey, revokeApiKeys } from './api-keys.ts';
export { checkPasswordAttempt } from './password-attempt.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  canSeeCompany,
  isProviderStaff,
  requireActor,
  requireAdmin,
  requireTopAdmin,
  visibleCompanyIds,
  visibleTo,
} from './policy.ts';
export { invalidateAllSessions, invalidateUserSessions } from './session-cache.ts';
export { deleteCompanySessions, deleteUserSessions } from './sessions.ts';
export { resetTwoFactor } from './two-factor/reset.ts';
