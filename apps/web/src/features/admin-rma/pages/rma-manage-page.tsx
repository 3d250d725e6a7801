import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { RmaStatus } from '@poolside/contract/constants';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import {
  adminRmaKey,
  changeStatus,
  decideLines,
  type LineDecision,
  rmaQuery,
  updateRmaRequest,
} from '../api';
import { FailedChanges } from '../components/failed-changes';
import { ManageLinesTable } from '../components/manage-lines-table';
import { PackingSlipButton } from '../components/packing-slip-button';
import { RefundForm, type RefundValues } from '../components/refund-form';
import { RmaSummary } from '../components/rma-summary';
import { useTrackedChanges } from '../components/use-tracked-changes';

/**
 * /admin/rma/{id} (and locked at /admin/rma_history/{id}): the RMA manage screen titled "#id". Every
 * change is sent at once; finishing waits until none is pending and asks for confirmation.
 */
export function RmaManagePage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = rmaQuery(id);
  const rma = useQuery({ ...query, enabled: isValidId });
  const { pending, failures, track, dismiss } = useTrackedChanges();
  const isLocked = pathname.startsWith('/admin/rma_history') || Boolean(rma.data?.finished);

  // Missing id or unknown RMA: to the RMA history (spec 03).
  useEffect(() => {
    if (!isValidId || rma.isError) navigate('/repairs/rma_history', { replace: true });
  }, [isValidId, rma.isError, navigate]);

  const patch = (update: (r: RmaWithLines) => RmaWithLines) =>
    queryClient.setQueryData<RmaWithLines>(query.queryKey, (old) => (old ? update(old) : old));
  const mergeLines = (lines: RmaLine[]) =>
    patch((r) => ({ ...r, lines: r.lines.map((l) => lines.find((n) => n.id === l.id) ?? l) }));
  const refetchAfterFailure = async <T,>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      throw error;
    }
  };

  const decide = (lines: RmaLine[], decision: LineDecision) => {
    const ids = lines.map((l) => l.id);
    if (decision.status !== undefined) {
      patch((r) => ({
        ...r,
        lines: r.lines.map((l) => (ids.includes(l.id) ? { ...l, status: decision.status ?? null } : l)),
      }));
    }
    const what =
      decision.status === undefined
        ? t('manage.remarkChange', { ids: ids.join(', ') })
        : t('manage.lineChange', { ids: ids.join(', '), status: t(`lineStatus.${decision.status}`) });
    void track(what, () => refetchAfterFailure(async () => mergeLines(await decideLines(ids, decision))));
  };

  // Lines under warranty without a decision are approved automatically (spec 02/03), once per opening.
  const hasAutoApproved = useRef(false);
  useEffect(() => {
    if (!rma.data || isLocked || hasAutoApproved.current) return;
    hasAutoApproved.current = true;
    const undecided = rma.data.lines.filter((l) => l.underWarranty && !l.status);
    if (undecided.length) decide(undecided, { status: 'APP' });
  });

  const setStatus = (status: RmaStatus) => {
    patch((r) => ({ ...r, status }));
    void track(t('manage.statusChange', { status: t(`status.${status}`) }), () =>
      refetchAfterFailure(() => changeStatus(status, [id])),
    );
    void queryClient.invalidateQueries({ queryKey: [adminRmaKey, 'unfinished'] });
  };
  const saveRefund = (values: RefundValues) =>
    void track(t('manage.refundChange'), async () => {
      queryClient.setQueryData(query.queryKey, await updateRmaRequest(id, values));
      showSuccessDialog(t('manage.refundSaved'));
    });

  const finish = useMutation({
    mutationFn: () => updateRmaRequest(id, { finish: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [adminRmaKey] });
      navigate('/admin/rma');
    },
    onError: (error) => showErrorDialog(error),
  });
  const confirmFinish = () =>
    modals.openConfirmModal({
      title: t('manage.finishTitle', { id }),
      children: t('manage.finishConfirm'),
      labels: { confirm: t('manage.finish'), cancel: t('cancel') },
      onConfirm: () => finish.mutate(),
    });

  if (!rma.data) return null;
  const r = rma.data;
  const needsQa = r.qa > 0 || r.lines.some((l) => l.returnToQA);
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>#{r.id}</Title>
          {isLocked && (
            <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
              {r.finished ? t('manage.finished') : t('manage.readOnly')}
            </Badge>
          )}
        </Group>
        <Group>
          <PackingSlipButton rmaId={r.id} />
          <ExportButton report="rmaHistoryWithLines" params={() => ({ rmas: [r.id] })} />
          {!isLocked &&
            (pending > 0 ? (
              <Text role="status" c="orange.8" fw={600}>
                {t('waiting', { count: pending })}
              </Text>
            ) : (
              <Button color="green" onClick={confirmFinish} loading={finish.isPending}>
                {t('manage.finish')}
              </Button>
            ))}
        </Group>
      </Group>
      <FailedChanges failures={failures} onDismiss={dismiss} />
      {needsQa && <Alert color="orange">{t('qaNotice')}</Alert>}
      <RmaSummary rma={r} isLocked={isLocked} onStatus={setStatus} />
      <RefundForm key={`${r.id}-${r.finished}`} rma={r} isLocked={isLocked} onSave={saveRefund} />
      <ManageLinesTable rma={r} isLocked={isLocked} onDecide={(line, decision) => decide([line], decision)} />
    </Stack>
  );
}
