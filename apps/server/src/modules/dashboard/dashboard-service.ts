import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Dashboard, QaParams } from '@poolside/contract/dashboard';
import type { Language } from '@poolside/contract/languages';
import type { Deps } from '../../deps.ts';
import { cachedReference } from '../../lib/reference-cache.ts';
import { contents } from '../../db/schema/contents.ts';
import { optionItems } from '../../db/schema/complete-units.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { cachedSessionUser } from '../users/index.ts';
import {
  cachedVisibleBrandIds,
  listBrandsForDashboard,
  listRobotYearsForDashboard,
} from './catalogue-summary.ts';
import { listCountries } from './countries.ts';
import { presentNewsSummary, presentOptionItem, presentQaParams } from './presenter.ts';

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
 * QA parameters), so a cold dashboard sends few statements; its answer is kept (caches.ts `dashboard`).
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
