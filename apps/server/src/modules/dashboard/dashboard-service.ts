import type { Dashboard, QaParams } from '@poolside/contract/dashboard';
import type { Language } from '@poolside/contract/languages';
import type { Deps } from '../../deps.ts';
import { references } from '../../caches.ts';
import { readReference } from '../../lib/reference-cache.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import {
  cachedVisibleBrandIds,
  listBrandsForDashboard,
  listRobotYearsForDashboard,
} from '../catalogue/index.ts';
import { activeOptionItems } from '../complete-units/index.ts';
import { latestNews } from '../contents/index.ts';
import { loadQaParams, presentQaParams } from '../qa/index.ts';
import { cachedSessionUser } from '../users/index.ts';
import { listCountries } from './countries.ts';
import { presentNewsSummary, presentOptionItem } from './presenter.ts';

const LATEST_NEWS = 5;

/** Both option lists of the dashboard in one query, each in its screen order, presented per language. */
function cachedOptionLists(deps: Deps, language: Language) {
  return readReference(deps.db, references.dashboardOptions, [language], async () => {
    const rows = await activeOptionItems(deps.db, ['complaint', 'failure']);
    return {
      complaints: rows.filter((r) => r.list === 'complaint').map((r) => presentOptionItem(r, language)),
      failures: rows.filter((r) => r.list === 'failure').map((r) => presentOptionItem(r, language)),
    };
  });
}

/** The latest visible news, presented per language. */
function cachedLatestNews(deps: Deps, language: Language) {
  return readReference(deps.db, references.dashboardNews, [language], async () => {
    const rows = await latestNews(deps.db, LATEST_NEWS);
    return rows.map((row) => presentNewsSummary(row, language));
  });
}

function cachedQaParams(deps: Deps): Promise<QaParams | null> {
  return readReference(deps.db, references.qaParams, [], async () => {
    const row = await loadQaParams(deps.db);
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
