import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useConfirm } from '../../../components/confirm';
import { ExportButton } from '../../../components/data-list/export-button';
import { useStatusWord } from '../../../components/status-label';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import {
  type LineDecision,
  rmaQuery,
  undecidedLinesOf,
  useChangeStatus,
  useDecideLines,
  useFinishRma,
  useUpdateRmaRequest,
} from '../api';
import { FailedChanges } from '../components/failed-changes';
import { ManageLinesTable } from '../components/manage-lines-table';
import { PackingSlipButton } from '../components/packing-slip-button';
import { RefundForm, type RefundValues, useRefundForm } from '../components/refund-form';
import { RmaSummary } from '../components/rma-summary';
import { useTrackedChanges } from '../components/use-tracked-changes';

/**
 * /admin/rma/{id} (and locked at /admin/rma_history/{id}): the RMA manage screen titled "#id". Every
 * change is sent at once; finishing waits until none is pending and asks for confirmation.
 */
export function RmaManagePage() {
  const { t } = useTranslation('adminRma');
  const statusWord = useStatusWord();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = rmaQuery(id);
  const rma = useQuery({ ...query, enabled: isValidId });
  const { pending, failures, track, dismiss } = useTrackedChanges();
  const isLocked = pathname.startsWith(paths.admin.rmaHistory()) || Boolean(rma.data?.finished);
  const refundForm = useRefundForm(rma.data);
  const isRefundUnsaved = !isLocked && refundForm.isDirty();
  const { leave } = useUnsavedChangesGuard(isRefundUnsaved);
  const confirm = useConfirm();

  // Missing id or unknown RMA: to the RMA history (spec 03).
  useEffect(() => {
    if (!isValidId || rma.isError) navigate(paths.rmaHistory(), { replace: true });
  }, [isValidId, rma.isError, navigate]);

  // Each change shows at once; the server's answer then replaces it, a failure reads the RMA again.
  const patch = (update: (r: RmaWithLines) => RmaWithLines) =>
    queryClient.setQueryData<RmaWithLines>(query.queryKey, (old) => (old ? update(old) : old));
  const { mutateShared: decideLines } = useDecideLines(id);
  const { mutateShared: changeStatus } = useChangeStatus();
  const { mutateShared: updateRmaRequest } = useUpdateRmaRequest(id);

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
        : t('manage.lineChange', {
            ids: ids.join(', '),
            status: decision.status ? statusWord('line', decision.status) : '—',
          });
    void track(what, () => decideLines({ ids, decision }));
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
    void track(t('manage.statusChange', { status: statusWord('rma', status) }), () =>
      changeStatus({ status, ids: [id] }),
    );
  };
  const saveRefund = (values: RefundValues) =>
    void track(t('manage.refundChange'), async () => {
      await updateRmaRequest(values);
      refundForm.resetDirty(values);
      showSuccessDialog(t('manage.refundSaved'));
    });

  // A refund typed but not saved yet is saved with the finish, in the same transaction.
  const finish = useFinishRma(id);
  // The lines the server named when it refused the finish: said above the lines and marked in them.
  const [undecidedIds, setUndecidedIds] = useState<number[] | null>(null);
  const runFinish = (refund: RefundValues | null) =>
    finish.mutate(refund, {
      onSuccess: () => leave(() => navigate(paths.admin.rmas())),
      onError: (error) => {
        const ids = undecidedLinesOf(error);
        if (ids) setUndecidedIds(ids);
        else showError(error);
      },
    });
  const stillUndecided = (undecidedIds ?? []).filter((lineId) =>
    rma.data?.lines.some((l) => l.id === lineId && !l.status),
  );
  const confirmFinish = () => {
    if (isRefundUnsaved && refundForm.validate().hasErrors) return;
    const refund = isRefundUnsaved ? refundForm.getValues() : null;
    confirm({
      title: t('manage.finishTitle', { id }),
      message: refund
        ? `${t('manage.finishConfirm')} ${t('manage.finishSavesRefund')}`
        : t('manage.finishConfirm'),
      confirmLabel: refund ? t('manage.saveRefundAndFinish') : t('manage.finish'),
      onConfirm: () => {
        setUndecidedIds(null);
        return runFinish(refund);
      },
    });
  };

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
      {!isLocked && stillUndecided.length > 0 && (
        <Alert color="red" role="alert" title={t('manage.undecidedTitle')}>
          {t('manage.undecidedText', {
            count: stillUndecided.length,
            ids: stillUndecided.map((lineId) => `#${lineId}`).join(', '),
          })}
        </Alert>
      )}
      {needsQa && <Alert color="orange">{t('qaNotice')}</Alert>}
      <RmaSummary rma={r} isLocked={isLocked} onStatus={setStatus} />
      <RefundForm rma={r} form={refundForm} isLocked={isLocked} onSave={saveRefund} />
      <ManageLinesTable
        rma={r}
        isLocked={isLocked}
        onDecide={(line, decision) => decide([line], decision)}
        undecidedIds={stillUndecided}
      />
    </Stack>
  );
}
