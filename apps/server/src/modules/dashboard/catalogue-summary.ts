import type { Deps } from '../../deps.ts';
import type { Actor } from '../auth/actor.ts';
import { findVisibleBrands, findVisibleYears } from '../catalogue/brands-service.ts';
import { presentBrand } from '../catalogue/presenter.ts';

export type BrandSummary = {
  id: number;
  name: string;
  images: { main: string | null; slim: string | null };
};

/** The distinct model years of the robots of the actor's brands, newest first. */
export async function listRobotYearsForDashboard(
  deps: Deps,
  actor: Actor,
  visible?: 'all' | number[],
): Promise<number[]> {
  return findVisibleYears(deps.db, actor, visible);
}

/** The brands associated with the actor's company (empty: the dashboard shows "no brands", never -21). */
export async function listBrandsForDashboard(
  deps: Deps,
  actor: Actor,
  visible?: 'all' | number[],
): Promise<BrandSummary[]> {
  return (await findVisibleBrands(deps.db, actor, visible)).map(presentBrand);
}
