import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { currencySymbols } from '@poolside/contract/constants';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateOnly, formatDateTime } from '../../../lib/dates';
import { downloadApiFile } from '../../../lib/download';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { useSession } from '../../../lib/session';
import { rmaQuery } from '../api';
import { ExportLinesButton } from '../components/export-lines-button';
import { StatusBadge, YesNo } from '../components/status-badge';

/** /repairs/rma_history/:id and /repairs/rma/:id: one sent RMA with its refund info, lines and export. */
export function RmaViewPage() {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(useParams().id);
  const rma = useQuery({ ...rmaQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // The parts to send back (approved lines and lines flagged for QA), as a PDF for the parcel.
  const slip = useMutation({
    mutationFn: () => downloadApiFile(`/rma/requests/${id}/packing-slip`, `rma-${id}-packing-slip.pdf`),
    onError: showErrorDialog,
  });
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || rma.isError) navigate('/repairs/rma_history', { replace: true });
  }, [id, rma.isError, navigate]);
  if (!rma.data) return null;
  const r = rma.data;
  const symbol = currencySymbols[session?.user.company.currency ?? 'USD'] ?? '$';
  const summary: [string, ReactNode][] = [
    [t('field.status'), <StatusBadge key="s" status={r.status} />],
    [t('field.dateSent'), formatDateTime(r.dateSent)],
    [t('field.customer'), `${r.moovexID} · ${r.clientFullName}`],
    [t('field.user'), r.userName],
    [t('field.green'), r.green],
    [t('field.red'), r.red],
    [
      t('field.refund'),
      r.refund.refund && r.refund.refund > 0 ? `${symbol}${r.refund.refund.toFixed(2)}` : t('notCredited'),
    ],
    [t('field.invoiceNo'), r.refund.invoiceNo || '—'],
    [t('field.orderNo'), r.refund.orderNo || '—'],
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('rmaTitle', { id: r.id })}</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            loading={slip.isPending}
            onClick={() => slip.mutate()}
          >
            {t('packingSlip')}
          </Button>
          <ExportLinesButton rmas={[r.id]} />
        </Group>
      </Group>
      {r.qa > 0 && <Alert color="orange">{t('qaNotice')}</Alert>}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {summary.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="div">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped withTableBorder aria-label={t('linesTitle')}>
          <Table.Thead>
            <Table.Tr>
              {[
                'internalNumber',
                'robotPN',
                'robotSN',
                'oldPN',
                'oldSN',
                'newPN',
                'newSN',
                'amount',
                'partDesc',
                'failure',
                'repairDate',
                'partWarrantyEnd',
                'underWarranty',
                'poolsideRemark',
                'lineStatus',
              ].map((k) => (
                <Table.Th key={k}>{t(`field.${k}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.internalNumber}</Table.Td>
                <Table.Td>
                  {l.robotData ? (
                    <Anchor component={Link} to={`/robots/${l.robotData.pn}/${l.robotData.year}`}>
                      {l.robotPN}
                    </Anchor>
                  ) : (
                    l.robotPN
                  )}
                </Table.Td>
                <Table.Td>{l.robotSN}</Table.Td>
                <Table.Td>{l.oldPN}</Table.Td>
                <Table.Td>{l.oldSN}</Table.Td>
                <Table.Td>{l.newPN}</Table.Td>
                <Table.Td>{l.newSN}</Table.Td>
                <Table.Td>{l.amount}</Table.Td>
                <Table.Td>{l.partDesc}</Table.Td>
                <Table.Td>{[l.failureTitle, l.description].filter(Boolean).join(': ')}</Table.Td>
                <Table.Td>{formatDateOnly(l.repairDate)}</Table.Td>
                <Table.Td>{formatDateOnly(l.partWarrantyEnd)}</Table.Td>
                <Table.Td>
                  <YesNo value={l.underWarranty} />
                  {l.returnToQA && (
                    <Text size="xs" c="orange">
                      {t('qaRequired')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{l.poolsideRemark}</Table.Td>
                <Table.Td>{l.status ? t(`lineStatus.${l.status}`) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
