import { Anchor, Badge, Table, Tabs, Text } from '@mantine/core';
import type { RobotDocument, RobotModel } from '@poolside/contract/catalogue';
import { useTranslation } from 'react-i18next';

function DocumentTable({ rows, empty }: { rows: RobotDocument[]; empty: string }) {
  const { t } = useTranslation('catalogue');
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('doc.name')}</Table.Th>
          <Table.Th>{t('doc.no')}</Table.Th>
          <Table.Th>{t('doc.code')}</Table.Th>
          <Table.Th>{t('doc.year')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{d.url ? <Anchor href={d.url}>{d.name}</Anchor> : d.name}</Table.Td>
            <Table.Td>{d.no}</Table.Td>
            <Table.Td>{d.code}</Table.Td>
            <Table.Td>{d.year ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Workbook, certifications and documents, each with its own empty message. */
export function RobotTabs({ robot, hasSerial }: { robot: RobotModel; hasSerial: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Tabs defaultValue="workbook" mt="lg">
      <Tabs.List>
        <Tabs.Tab value="workbook">{t('tab.workbook')}</Tabs.Tab>
        <Tabs.Tab value="certifications">{t('tab.certifications')}</Tabs.Tab>
        <Tabs.Tab value="documents">{t('tab.documents')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="workbook" pt="md">
        {robot.parts.length === 0 ? (
          <Text c="dimmed">{t('workbookNotAvailable')}</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('part.pn')}</Table.Th>
                <Table.Th>{t('part.name')}</Table.Th>
                <Table.Th>{t('part.amount')}</Table.Th>
                {hasSerial && <Table.Th>{t('part.sn')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {robot.parts.map((p) => (
                <Table.Tr key={`${p.balloonID}-${p.pn}`}>
                  <Table.Td>{p.balloonID.toFixed(2)}</Table.Td>
                  <Table.Td>{p.pn}</Table.Td>
                  <Table.Td>
                    {p.name}{' '}
                    {p.nonSerialic && (
                      <Badge variant="light" size="xs">
                        {t('part.nonSerial')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{p.amount}</Table.Td>
                  {hasSerial && (
                    <Table.Td>
                      {p.sn}{' '}
                      {p.replaced && (
                        <Badge color="orange" size="xs">
                          {t('part.replaced')}
                        </Badge>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="certifications" pt="md">
        <DocumentTable rows={robot.certifications} empty={t('noCertifications')} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <DocumentTable rows={robot.documents} empty={t('noDocuments')} />
      </Tabs.Panel>
    </Tabs>
  );
}
