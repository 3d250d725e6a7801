import { and, asc, desc, eq } from 'drizzle-orm';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { Deps } from '../../deps.ts';
import { contents } from '../../db/schema/content.ts';
import { optionItems } from '../../db/schema/options.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import type { Actor } from '../auth/actor.ts';
import { isProviderStaff } from '../auth/policy.ts';
import { presentSessionUser } from '../users/presenter.ts';
import { findSessionUser } from '../users/session-user.ts';
import { listBrandsForDashboard, listRobotYearsForDashboard } from './catalogue-summary.ts';
import { listCountries } from './countries.ts';
import { presentNewsSummary, presentOptionItem, presentQaParams } from './presenter.ts';

const LATEST_NEWS = 5;

async function optionList(deps: Deps, list: string) {
  return deps.db
    .select()
    .from(optionItems)
    .where(and(eq(optionItems.list, list), eq(optionItems.isActive, true)))
    .orderBy(asc(optionItems.sort), asc(optionItems.id));
}

/** Everything the app loads before its first screen; qaParams only for provider staff (DESIGN.md s2). */
export async function getDashboard(deps: Deps, actor: Actor): Promise<Dashboard> {
  const userRow = await findSessionUser(deps.db, actor.userId);
  const language = userRow.user.language;
  const news = await deps.db
    .select()
    .from(contents)
    .where(and(eq(contents.type, 'news'), eq(contents.hidden, false)))
    .orderBy(desc(contents.createdAt), desc(contents.id))
    .limit(LATEST_NEWS);
  const complaints = await optionList(deps, 'complaint');
  const failures = await optionList(deps, 'failure');
  const dashboard: Dashboard = {
    user: presentSessionUser(userRow),
    latestNews: news.map((row) => presentNewsSummary(row, language)),
    years: await listRobotYearsForDashboard(deps, actor),
    brands: await listBrandsForDashboard(deps, actor),
    countries: listCountries(language),
    complaintTypes: complaints.map((row) => presentOptionItem(row, language)),
    failureTypes: failures.map((row) => presentOptionItem(row, language)),
  };
  if (isProviderStaff(actor)) {
    const [qa] = await deps.db.select().from(qaParams).where(eq(qaParams.id, QA_PARAMS_ROW_ID)).limit(1);
    if (qa) dashboard.qaParams = presentQaParams(qa);
  }
  return dashboard;
}
