import { Anchor, Grid, Group, Image, Text, Tooltip } from '@mantine/core';
import type { RobotItem } from '@poolside/contract/warranty';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ManualDateEditor } from './manual-date-editor';
import { WarrantyBanner } from './warranty-banner';
import { FactsTable } from '../../../components/facts';

/**
 * The robot of an admin screen: warranty banner, image and name, warranty type with its coverage hint, PN,
 * short PN, warranty start, duration and end, and the link to its documentation and exploded view.
 */
export function RobotWarrantyCard({ robot }: { robot: RobotItem }) {
  const { t } = useTranslation('warranty');
  const hint = t(`typeHint.${robot.warrantyType}`, { defaultValue: t('typeHint.231') });
  const rows: [string, ReactNode][] = [
    [
      t('field.warrantyType'),
      <Group gap={4} key="type">
        {t(`typeName.${robot.warrantyType}`, { defaultValue: robot.warrantyTypeName })} ({robot.warrantyType})
        <Tooltip label={hint} multiline w={260}>
          <IconInfoCircle size={16} aria-label={hint} />
        </Tooltip>
      </Group>,
    ],
    [t('field.pn'), robot.pn],
    [t('field.customerPN'), robot.customerPN],
    [t('field.warrantyStart'), <ManualDateEditor key="start" robot={robot} which="start" />],
    [t('field.warrantyPeriod'), t('months', { count: robot.warrantyPeriod })],
    [t('field.warrantyEnd'), <ManualDateEditor key="end" robot={robot} which="end" />],
  ];
  return (
    <>
      <WarrantyBanner robot={robot} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {robot.images.main && <Image src={robot.images.main} alt={robot.name} maw={220} />}
          <Text fw={600}>
            {robot.name} · {robot.sn}
          </Text>
          <Anchor component={Link} to={paths.robot(robot.pn, robot.year)}>
            {t('documentation')}
          </Anchor>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <FactsTable facts={rows} />
        </Grid.Col>
      </Grid>
    </>
  );
}
