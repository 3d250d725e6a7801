import type { Dashboard } from '@poolside/contract/dashboard';
import { paths } from '../../../app/paths';
import { TileGrid } from './tile-grid';

type BrandGridProps = { brands: Dashboard['brands'] };

/** Brand tiles leading to /brands/{id}/{name}. */
export function BrandGrid({ brands }: BrandGridProps) {
  return (
    <TileGrid
      tiles={brands.map((brand) => ({
        key: String(brand.id),
        to: paths.brand(brand.id, brand.name),
        image: brand.images.main,
        title: brand.name,
      }))}
    />
  );
}
