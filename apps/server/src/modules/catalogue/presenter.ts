import type { brands, robotModels } from '../../db/schema/catalogue.ts';

type BrandRow = typeof brands.$inferSelect;
type ModelRow = typeof robotModels.$inferSelect;

/** A storage key as the URL the browser loads it from (public, cacheable). */
export function imageUrl(key: string | null): string | null {
  return key ? `/api/images/${key}` : null;
}

export function presentBrand(row: BrandRow) {
  return {
    id: row.id,
    name: row.name,
    images: { main: imageUrl(row.imageMain), slim: imageUrl(row.imageSlim) },
  };
}

export function presentRobotSummary(row: ModelRow) {
  return {
    id: row.id,
    pn: row.pn,
    year: row.year,
    name: row.name,
    customerPN: row.customerPn,
    images: { main: imageUrl(row.imageMain) },
  };
}

export function presentRobotImages(row: ModelRow) {
  return {
    main: imageUrl(row.imageMain),
    big: imageUrl(row.imageBig),
    view: imageUrl(row.imageView),
    exploded_big: imageUrl(row.imageExplodedBig),
    slim: imageUrl(row.imageSlim),
  };
}
