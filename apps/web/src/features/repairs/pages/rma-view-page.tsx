import { apiFiles } from '../../../lib/api-files';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../lib/mutation';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateOnly, formatDateTime } from '../../../lib/dates';
import { showError } from '../../../components/feedback-dialogs';
import { rmaQuery } from '../api';
import { ExportLinesButton } from '../components/export-lines-button';
import type { RmaLine } from '@poolside/contract/repairs';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { StatusLabel, YesNo } from '../../../components/status-label';
import { formatMoney } from '../../../lib/money';

/** /repairs/rma_history/:id and /repairs/rma/:id: one sent RMA with its refund info, lines and export. */
export function RmaViewPage() {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const rma = useQuery({ ...rmaQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // The parts to send back (approved lines and lines flagged for QA), as a PDF for the parcel.
  const slip = useMutation({
    mutationFn: () =>
      apiFiles.download('/rma/requests/{id}/packing-slip', {
        path: { id },
        fileName: `rma-${id}-packing-slip.pdf`,
      }),
    onError: (error) => showError(error),
  });
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || rma.isError) navigate(paths.rmaHistory(), { replace: true });
  }, [id, rma.isError, navigate]);
  if (!rma.data) return null;
  const r = rma.data;
  const summary: [string, ReactNode][] = [
    [t('field.status'), <StatusLabel key="s" kind="rma" code={r.status} finished={r.finished} />],
    [t('field.dateSent'), formatDateTime(r.dateSent)],
    [t('field.customer'), `${r.moovexID} · ${r.clientFullName}`],
    [t('field.user'), r.userName],
    [t('field.green'), r.green],
    [t('field.red'), r.red],
    [
      t('field.refund'),
      r.refund.refund && r.refund.refund > 0 ? formatMoney(r.refund.refund, r.currency) : t('notCredited'),
    ],
    [t('field.laborCost'), r.laborCost === null ? '—' : formatMoney(r.laborCost, r.currency)],
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
      <DataList<RmaLine>
        records={r.lines}
        storeColumnsKey="repairs-rma-lines"
        caption={t('linesTitle')}
        emptyText={t('noRmaRequests')}
        columns={[
          { accessor: 'internalNumber', title: t('field.internalNumber'), priority: 4 },
          {
            accessor: 'robotPN',
            title: t('field.robotPN'),
            priority: 3,
            render: (l) =>
              l.robotData ? (
                <Anchor component={Link} to={paths.robot(l.robotData.pn, l.robotData.year)}>
                  {l.robotPN}
                </Anchor>
              ) : (
                l.robotPN
              ),
          },
          { accessor: 'robotSN', title: t('field.robotSN'), priority: 2 },
          { accessor: 'oldPN', title: t('field.oldPN'), priority: 1 },
          { accessor: 'oldSN', title: t('field.oldSN'), priority: 4 },
          { accessor: 'newPN', title: t('field.newPN'), priority: 3 },
          { accessor: 'newSN', title: t('field.newSN'), priority: 4 },
          { accessor: 'amount', title: t('field.amount'), priority: 5, fitWidth: 80 },
          { accessor: 'partDesc', title: t('field.partDesc'), priority: 3, fitWidth: 160 },
          {
            accessor: 'failureTitle',
            title: t('field.failure'),
            priority: 4,
            fitWidth: 180,
            render: (l) => [l.failureTitle, l.description].filter(Boolean).join(': '),
          },
          {
            accessor: 'repairDate',
            title: t('field.repairDate'),
            priority: 3,
            render: (l) => formatDateOnly(l.repairDate),
          },
          {
            accessor: 'partWarrantyEnd',
            title: t('field.partWarrantyEnd'),
            priority: 5,
            render: (l) => formatDateOnly(l.partWarrantyEnd),
          },
          {
            accessor: 'underWarranty',
            title: t('field.underWarranty'),
            priority: 2,
            render: (l) => (
              <>
                <YesNo value={l.underWarranty} />
                {l.returnToQA && (
                  <Text size="xs" c="orange">
                    {t('qaRequired')}
                  </Text>
                )}
              </>
            ),
          },
          { accessor: 'poolsideRemark', title: t('field.poolsideRemark'), priority: 4, fitWidth: 180 },
          {
            accessor: 'status',
            title: t('field.lineStatus'),
            width: 100,
            render: (l) => <StatusLabel kind="line" code={l.status} />,
          },
        ]}
      />
    </Stack>
  );
}
