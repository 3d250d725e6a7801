import { Anchor, Badge, Stack, Table, Tabs, Text, useMatches } from '@mantine/core';
import type { RobotDocument, RobotModel, RobotPart } from '@poolside/contract/catalogue';
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

/** The non-serial mark; its words may wrap on a phone (the French and Spanish ones are long). */
function NonSerialBadge() {
  const { t } = useTranslation('catalogue');
  return (
    <Badge variant="light" size="xs" styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}>
      {t('part.nonSerial')}
    </Badge>
  );
}

/**
 * The workbook. On a phone the balloon number, PN and description share one column ("1.00 · PN", the name
 * under it) so that the quantity and the serial keep room within 390 px in every language; wider screens
 * show one column each.
 */
function WorkbookTable({ parts, hasSerial }: { parts: RobotPart[]; hasSerial: boolean }) {
  const { t } = useTranslation('catalogue');
  const isPhone = useMatches({ base: true, sm: false });
  const replaced = (p: RobotPart) =>
    p.replaced && (
      <Badge color="orange" size="xs">
        {t('part.replaced')}
      </Badge>
    );
  return (
    <Table striped highlightOnHover horizontalSpacing={isPhone ? 6 : 'sm'}>
      <Table.Thead>
        <Table.Tr>
          {isPhone ? (
            <Table.Th>{t('part.part')}</Table.Th>
          ) : (
            <>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('part.pn')}</Table.Th>
              <Table.Th>{t('part.name')}</Table.Th>
            </>
          )}
          <Table.Th>{t('part.amount')}</Table.Th>
          {hasSerial && <Table.Th>{t('part.sn')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {parts.map((p) => (
          <Table.Tr key={`${p.balloonID}-${p.pn}`}>
            {isPhone ? (
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" fw={600}>
                    {p.balloonID.toFixed(2)} · {p.pn}
                  </Text>
                  <Text size="sm">{p.name}</Text>
                  {p.nonSerialic && <NonSerialBadge />}
                </Stack>
              </Table.Td>
            ) : (
              <>
                <Table.Td>{p.balloonID.toFixed(2)}</Table.Td>
                <Table.Td>{p.pn}</Table.Td>
                <Table.Td>
                  {p.name} {p.nonSerialic && <NonSerialBadge />}
                </Table.Td>
              </>
            )}
            <Table.Td>{p.amount}</Table.Td>
            {hasSerial && (
              <Table.Td>
                {p.sn} {replaced(p)}
              </Table.Td>
            )}
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
          <WorkbookTable parts={robot.parts} hasSerial={hasSerial} />
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
