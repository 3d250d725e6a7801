import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Dashboard, dashboardSchema, type QaParams } from '@poolside/contract/dashboard';
import { okEnvelope } from '@poolside/contract/envelope';
import type { Language } from '@poolside/contract/languages';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { busOf } from '../../lib/invalidation.ts';
import { isCaching } from '../../lib/cache-switch.ts';
import { cachedReference } from '../../lib/reference-cache.ts';
import { contents } from '../../db/schema/content.ts';
import { optionItems } from '../../db/schema/options.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { type Actor, isProviderStaff } from '../auth/index.ts';
import { cachedSessionUser } from '../users/index.ts';
import {
  cachedVisibleBrandIds,
  listBrandsForDashboard,
  listRobotYearsForDashboard,
} from './catalogue-summary.ts';
import { listCountries } from './countries.ts';
import { presentNewsSummary, presentOptionItem, presentQaParams } from './presenter.ts';
import { z } from 'zod';

const LATEST_NEWS = 5;

/** Both option lists of the dashboard in one query, each in its screen order, presented per language. */
function cachedOptionLists(deps: Deps, language: Language) {
  return cachedReference(deps.db, `dashboard:options:${language}`, ['options'], async () => {
    const rows = await deps.db
      .select()
      .from(optionItems)
      .where(and(inArray(optionItems.list, ['complaint', 'failure']), eq(optionItems.isActive, true)))
      .orderBy(asc(optionItems.sort), asc(optionItems.id));
    return {
      complaints: rows.filter((r) => r.list === 'complaint').map((r) => presentOptionItem(r, language)),
      failures: rows.filter((r) => r.list === 'failure').map((r) => presentOptionItem(r, language)),
    };
  });
}

/** The latest visible news, presented per language. */
function cachedLatestNews(deps: Deps, language: Language) {
  return cachedReference(deps.db, `dashboard:news:${language}`, ['news'], async () => {
    const rows = await deps.db
      .select()
      .from(contents)
      .where(and(eq(contents.type, 'news'), eq(contents.hidden, false)))
      .orderBy(desc(contents.createdAt), desc(contents.id))
      .limit(LATEST_NEWS);
    return rows.map((row) => presentNewsSummary(row, language));
  });
}

function cachedQaParams(deps: Deps): Promise<QaParams | null> {
  return cachedReference(deps.db, 'dashboard:qaParams', ['qaParams'], async () => {
    const [row] = await deps.db.select().from(qaParams).where(eq(qaParams.id, QA_PARAMS_ROW_ID)).limit(1);
    return row ? presentQaParams(row) : null;
  });
}

/**
 * Everything the app loads before its first screen; qaParams only for provider staff (DESIGN.md s2).
 * The user comes from the session user cache (users/session-user-cache.ts, invalidated with the session
 * check), the rest is reference data cached per instance (lib/reference-cache.ts: options, news, catalogue,
 * QA parameters), so a warm dashboard sends no statement.
 */
export async function getDashboard(deps: Deps, actor: Actor): Promise<Dashboard> {
  const user = await cachedSessionUser(deps.db, actor.userId);
  const language = user.language;
  const visible = await cachedVisibleBrandIds(deps, actor);
  const [news, options, years, brands, qa] = await Promise.all([
    cachedLatestNews(deps, language),
    cachedOptionLists(deps, language),
    listRobotYearsForDashboard(deps, actor, visible),
    listBrandsForDashboard(deps, actor, visible),
    isProviderStaff(actor) ? cachedQaParams(deps) : Promise.resolve(null),
  ]);
  const dashboard: Dashboard = {
    user,
    latestNews: news,
    years,
    brands,
    countries: listCountries(language),
    complaintTypes: options.complaints,
    failureTypes: options.failures,
  };
  if (qa) dashboard.qaParams = qa;
  return dashboard;
}

const answerSchema = okEnvelope(dashboardSchema);
/** The JSON last written for a session user object (a new object after every change of the user). */
const written = new WeakMap<object, { parts: unknown[]; json: string }>();

/** The cached pieces an answer is made of: the same objects while no cache entry changed. */
function partsOf(d: Dashboard): unknown[] {
  return [
    d.latestNews,
    d.countries,
    d.complaintTypes,
    d.failureTypes,
    d.qaParams,
    ...d.brands,
    '|',
    ...d.years,
  ];
}

/**
 * GET /api/dashboard's answer as JSON, written through the route's response schema (zod: only what the schema
 * declares) and kept per session user while the cached pieces it was made of are the same objects: a warm
 * dashboard neither queries nor serialises. A change of the user (a new cached object), of the news, options,
 * catalogue or QA parameters (new cached values) writes it again.
 */
export async function getDashboardJson(deps: Deps, actor: Actor): Promise<string> {
  // CACHE=off (lib/cache-switch.ts): read and written on every call, as the caches it is made of are.
  if (!isCaching(deps.db)) return JSON.stringify(z.encode(answerSchema, ok(await getDashboard(deps, actor))));
  // Fast path: the answer last sent to this actor (the session cache's object), while no message that can
  // change a piece arrived (the counters below only grow) and within the shortest TTL of the pieces.
  const stamp = stampOf(deps);
  const recent = sentTo.get(actor);
  if (recent && recent.stamp === stamp && Date.now() - recent.at < FAST_TTL_MS) return recent.json;
  const dashboard = await getDashboard(deps, actor);
  const parts = partsOf(dashboard);
  const hit = written.get(dashboard.user);
  let json: string;
  if (hit && hit.parts.length === parts.length && hit.parts.every((p, i) => p === parts[i])) json = hit.json;
  else {
    json = JSON.stringify(z.encode(answerSchema, ok(dashboard)));
    written.set(dashboard.user, { parts, json });
  }
  sentTo.set(actor, { stamp, at: Date.now(), json });
  return json;
}

/** The answer per actor object, with the stamp it was made under (a WeakMap: gone with the session entry). */
const sentTo = new WeakMap<Actor, { stamp: number; at: number; json: string }>();
/** The session user cache's TTL, the shortest of the pieces'. */
const FAST_TTL_MS = 30_000;
const stampTopics = ['session', 'ref:catalogue', 'ref:options', 'ref:news', 'ref:qaParams'];

/** Grows with every message that can change a piece of the dashboard (every counter only grows). */
function stampOf(deps: Deps): number {
  const bus = busOf(deps.db);
  let stamp = bus.epoch;
  for (const topic of stampTopics) stamp += bus.versions.get(topic) ?? 0;
  return stamp;
}
