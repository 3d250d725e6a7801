import type { Actor } from './actor.ts';

/**
 * - `public`: open without a login (health, login, captcha, the contact form, public texts and media); any
 *   caller, any key.
 * - `read`: reads data (every GET, and the POST searches that change nothing).
 * - `write`: changes data (creates, updates, deletes, uploads, notification and page-view records).
 * - `sync`: the ERP sync API.
 */
export const routeScopes = ['public', 'read', 'write', 'sync'] as const;
export type RouteScope = (typeof routeScopes)[number];

/** Whether the actor may call a route of this scope: a session (or no caller) always, an API key if it carries it. */
export function hasScope(actor: Actor | null, scope: RouteScope | undefined): boolean {
  if (actor?.via !== 'apiKey' || scope === 'public') return true;
  return scope !== undefined && actor.scopes.includes(scope);
}
