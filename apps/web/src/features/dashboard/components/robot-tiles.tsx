import type { RobotItem } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import type { RobotHit } from '../use-catalogue-search';
import { paths } from '../../../app/paths';
import { TileGrid } from './tile-grid';

/** Robot tiles leading to /robots/{pn}/{year}. */
export function RobotTiles({ robots }: { robots: RobotHit[] }) {
  return (
    <TileGrid
      tiles={robots.map((r) => ({
        key: `${r.pn}-${r.year}`,
        to: paths.robot(r.pn, r.year),
        image: r.images.main,
        title: r.name,
        subtitle: `${r.pn} · ${r.year}`,
      }))}
    />
  );
}

/** The robot a serial search found, leading to /robots/{pn}/{year}/{sn}. */
export function SerialTile({ robot }: { robot: RobotItem }) {
  const { t } = useTranslation('dashboard');
  return (
    <TileGrid
      badge={t('catalogue.serialBadge', { sn: robot.sn })}
      tiles={[
        {
          key: robot.sn,
          to: paths.robot(robot.pn, robot.year, robot.sn),
          image: robot.images.main,
          title: robot.name,
          subtitle: `${robot.pn} · ${robot.year}`,
        },
      ]}
    />
  );
}
