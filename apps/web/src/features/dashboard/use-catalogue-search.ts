import type { RobotSummary } from '@poolside/contract/catalogue';
import type { Dashboard } from '@poolside/contract/dashboard';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { brandRobotsQuery, serialLookupQuery } from '../../lib/robot-queries';

export type RobotHit = RobotSummary & { brandName: string };

const serialShape = /^[A-Z0-9-]{5,40}$/;
const MAX_ROBOTS = 24;

/**
 * The dashboard search over the account's brands, their robots (name, PN, short PN) and robot serials.
 * Robots load only once somebody searches; a text shaped like a serial is looked up on the server.
 */
export function useCatalogueSearch(brands: Dashboard['brands'], text: string) {
  const needle = text.trim().toLowerCase();
  const [debounced] = useDebouncedValue(text.trim().toUpperCase(), 300);
  const robotsByBrand = useQueries({
    queries: brands.map((brand) => ({ ...brandRobotsQuery(brand.id), enabled: needle !== '' })),
  });
  const isSerial = serialShape.test(debounced);
  const serial = useQuery({ ...serialLookupQuery(debounced), enabled: isSerial });

  const matchedBrands = needle ? brands.filter((b) => b.name.toLowerCase().includes(needle)) : brands;
  const robots: RobotHit[] = [];
  if (needle) {
    robotsByBrand.forEach((result, i) => {
      for (const robot of result.data?.robots ?? []) {
        const haystack = `${robot.name} ${robot.pn} ${robot.customerPN}`.toLowerCase();
        if (haystack.includes(needle)) robots.push({ ...robot, brandName: brands[i].name });
      }
    });
  }
  const isSearching =
    needle !== '' &&
    (robotsByBrand.some((r) => r.isPending) ||
      text.trim().toUpperCase() !== debounced ||
      (isSerial && serial.isPending));
  return {
    brands: matchedBrands,
    robots: robots.slice(0, MAX_ROBOTS),
    serialRobot: isSerial && serial.data ? serial.data : null,
    isSearching,
  };
}
