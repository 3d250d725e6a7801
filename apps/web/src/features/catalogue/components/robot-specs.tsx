import { Table } from '@mantine/core';
import type { RobotModel } from '@poolside/contract/catalogue';
import { useTranslation } from 'react-i18next';

/** The model's fields with the spec's units (M, hours, m, kg; certificate N = not available). */
export function RobotSpecs({ robot }: { robot: RobotModel }) {
  const { t } = useTranslation('catalogue');
  const withUnit = (value: string, unit: string) => (value ? `${value} ${unit}` : '');
  const rows: [string, string][] = [
    [t('spec.pn'), robot.pn],
    [t('spec.customerPN'), robot.customerPN],
    [t('spec.year'), String(robot.year)],
    [t('spec.poolArea'), robot.poolArea ? `${robot.poolArea}M` : ''],
    [t('spec.access'), robot.access],
    [t('spec.climb'), robot.climb],
    [t('spec.cycleTime'), withUnit(robot.cycleTime, t('unit.hours'))],
    [t('spec.electronic'), robot.electronic],
    [t('spec.psu'), robot.psu],
    [t('spec.cableLength'), withUnit(robot.cableLength, t('unit.meters'))],
    [t('spec.weight'), withUnit(robot.weight, t('unit.kg'))],
    [t('spec.certificate'), robot.certificate === 'N' ? t('spec.notAvailable') : robot.certificate],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
