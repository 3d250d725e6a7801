// The public door of the access module (docs/ARCHITECTURE.md "Module boundaries"): who is asking (Actor) and
// what they may see and do (companies, user types, API key scopes). It is the bottom of the module graph: it imports no other module, and every
// module that checks access imports it rather than the auth feature (login, sessions, two-factor).
export type { Actor } from './actor.ts';
export {
  canSeeCompany,
  isProviderStaff,
  requireActor,
  requireAdmin,
  requireTopAdmin,
  visibleCompanyIds,
  visibleTo,
} from './policy.ts';
export { hasScope, type RouteScope, routeScopes } from './scopes.ts';
