import { SimpleGrid, type SimpleGridProps, Table, type TableProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a detail card: its label and its value. */
export type Fact = [label: string, value: ReactNode];

/** A key/value detail card as a table: one row per fact, the label as the row's header. */
export function FactsTable({
  facts,
  labelWidth = 200,
  ...table
}: { facts: Fact[]; labelWidth?: number } & Omit<TableProps, 'children'>) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} {...table}>
      <Table.Tbody>
        {facts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={labelWidth}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Facts side by side in a grid, each a small dimmed label over its value (an RMA's summary, a refund). */
export function FactGrid({ facts, cols }: { facts: Fact[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="div">{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
