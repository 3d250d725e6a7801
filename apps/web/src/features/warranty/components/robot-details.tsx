import { Anchor, Grid, Image, Table, Text, Title } from '@mantine/core';
import type { RobotItem } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { ReactNode } from 'react';
import { formatDateOnly } from '../../../lib/dates';
import { ManualDateEditor } from './manual-date-editor';
import { FactsTable } from '../../../components/facts';

/** The robot's details, warranty fields and its 3 most recent part changes. */
export function RobotDetails({ robot }: { robot: RobotItem }) {
  const { t } = useTranslation('warranty');
  const rows: [string, ReactNode][] = [
    [t('field.sn'), robot.sn],
    [t('field.pn'), robot.pn],
    [t('field.customerPN'), robot.customerPN],
    [
      t('field.warrantyType'),
      `${robot.warrantyType} · ${t(`typeName.${robot.warrantyType}`, { defaultValue: robot.warrantyTypeName })}`,
    ],
    [t('field.warrantyStart'), <ManualDateEditor key="start" robot={robot} which="start" />],
    [t('field.warrantyPeriod'), t('months', { count: robot.warrantyPeriod })],
    [t('field.warrantyEnd'), <ManualDateEditor key="end" robot={robot} which="end" />],
    [t('field.warrantyUpdated'), robot.warrantyUpdated ? t('yes') : t('no')],
  ];
  const recent = robot.history.slice(0, 3);
  return (
    <Grid mt="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Image src={robot.images.main} alt={robot.name} maw={320} />
        <Text fw={600}>{robot.name}</Text>
        <Anchor component={Link} to={paths.robot(robot.pn, robot.year, robot.sn)}>
          {t('documentation')}
        </Anchor>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FactsTable facts={rows} />
        <Title order={4} mt="md">
          {t('recentRepairs')}
        </Title>
        {recent.length === 0 ? (
          <Text c="dimmed">{t('noRepairHistory')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.date')}</Table.Th>
                <Table.Th>{t('field.oldPart')}</Table.Th>
                <Table.Th>{t('field.newPart')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.map((h) => (
                <Table.Tr key={`${h.oldSN}-${h.date}`}>
                  <Table.Td>{formatDateOnly(h.date)}</Table.Td>
                  <Table.Td>
                    {h.oldPN} {h.oldSN}
                  </Table.Td>
                  <Table.Td>
                    {h.newPN} {h.newSN}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Grid.Col>
    </Grid>
  );
}
