import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { Deps } from '../../deps.ts';
import { contents } from '../../db/schema/content.ts';
import { optionItems } from '../../db/schema/options.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import type { Actor } from '../auth/actor.ts';
import { isProviderStaff } from '../auth/policy.ts';
import { visibleBrandIds } from '../catalogue/brand-policy.ts';
import { presentSessionUser } from '../users/presenter.ts';
import { findSessionUser } from '../users/session-user.ts';
import { listBrandsForDashboard, listRobotYearsForDashboard } from './catalogue-summary.ts';
import { listCountries } from './countries.ts';
import { presentNewsSummary, presentOptionItem, presentQaParams } from './presenter.ts';

const LATEST_NEWS = 5;

/** Both option lists of the dashboard in one query, each in its screen order. */
async function findOptionLists(deps: Deps) {
  const rows = await deps.db
    .select()
    .from(optionItems)
    .where(and(inArray(optionItems.list, ['complaint', 'failure']), eq(optionItems.isActive, true)))
    .orderBy(asc(optionItems.sort), asc(optionItems.id));
  return {
    complaints: rows.filter((r) => r.list === 'complaint'),
    failures: rows.filter((r) => r.list === 'failure'),
  };
}

/**
 * Everything the app loads before its first screen; qaParams only for provider staff (DESIGN.md s2).
 * The reads are independent, so they run together (one round trip of latency on PostgreSQL).
 */
export async function getDashboard(deps: Deps, actor: Actor): Promise<Dashboard> {
  const visible = await visibleBrandIds(deps.db, actor);
  const [userRow, news, options, years, brands, qa] = await Promise.all([
    findSessionUser(deps.db, actor.userId),
    deps.db
      .select()
      .from(contents)
      .where(and(eq(contents.type, 'news'), eq(contents.hidden, false)))
      .orderBy(desc(contents.createdAt), desc(contents.id))
      .limit(LATEST_NEWS),
    findOptionLists(deps),
    listRobotYearsForDashboard(deps, actor, visible),
    listBrandsForDashboard(deps, actor, visible),
    isProviderStaff(actor)
      ? deps.db.select().from(qaParams).where(eq(qaParams.id, QA_PARAMS_ROW_ID)).limit(1)
      : Promise.resolve([]),
  ]);
  const language = userRow.user.language;
  const dashboard: Dashboard = {
    user: presentSessionUser(userRow),
    latestNews: news.map((row) => presentNewsSummary(row, language)),
    years,
    brands,
    countries: listCountries(language),
    complaintTypes: options.complaints.map((row) => presentOptionItem(row, language)),
    failureTypes: options.failures.map((row) => presentOptionItem(row, language)),
  };
  if (qa[0]) dashboard.qaParams = presentQaParams(qa[0]);
  return dashboard;
}
