import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode } from '@poolside/contract/errors';
import type { RobotItem } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../../lib/api-client';
import { parseDateOnly } from '../../../lib/dates';
import { getSession } from '../../../lib/session';
import { updateWarranty, uploadInvoice } from '../api';

type UpdateWarrantyModalProps = { opened: boolean; onClose: () => void; initialSn?: string };

/**
 * The update-warranty modal of the side menu, top bar and robot data screen: serial lookup, sale date
 * dd/MM/yyyy, invoice upload; type 1 may give manual dates instead. The server enforces every rule.
 */
export function UpdateWarrantyModal({ opened, onClose, initialSn = '' }: UpdateWarrantyModalProps) {
  const { t } = useTranslation('warranty');
  const queryClient = useQueryClient();
  const isTopAdmin = getSession()?.user.type.id === 1;
  const [sn, setSn] = useState(initialSn);
  const [robot, setRobot] = useState<RobotItem | null>(null);
  const [saleDate, setSaleDate] = useState('');
  const [manualStart, setManualStart] = useState('');
  const [manualEnd, setManualEnd] = useState('');
  const [invoice, setInvoice] = useState<File | null>(null);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const lookUp = async () => {
    setMessage(null);
    setRobot(null);
    if (!sn.trim()) return;
    try {
      const found = await api.get<RobotItem>(`/robots/sn/${encodeURIComponent(sn.trim())}`);
      setRobot(found);
      if (found.warrantyUpdated && !isTopAdmin) setMessage({ color: 'red', text: t('serialAlreadyUpdated') });
    } catch {
      setMessage({ color: 'red', text: t('robotNotFound') });
    }
  };

  const submit = async () => {
    if (!robot) return;
    const sale = parseDateOnly(saleDate);
    const start = manualStart ? parseDateOnly(manualStart) : null;
    const end = manualEnd ? parseDateOnly(manualEnd) : null;
    const hasManual = isTopAdmin && (start !== null || end !== null);
    if (sale === null && !hasManual) return setMessage({ color: 'red', text: t('saleDateRequired') });
    if (!invoice && !isTopAdmin) return setMessage({ color: 'red', text: t('invoiceRequired') });
    setIsBusy(true);
    try {
      const fileId = invoice ? await uploadInvoice(invoice) : undefined;
      const updated = await updateWarranty(robot.sn, {
        ...(sale !== null ? { saleDate: sale } : {}),
        ...(fileId ? { invoice: fileId } : {}),
        ...(hasManual && start !== null ? { manualStart: start } : {}),
        ...(hasManual && end !== null ? { manualEnd: end } : {}),
      });
      setRobot(updated);
      queryClient.setQueryData(['robots', 'sn', updated.sn], updated);
      setMessage({ color: 'green', text: t('warrantyUpdated') });
    } catch (error) {
      let text = t('opFailed');
      if (isApiError(error, ErrorCode.operationFailed)) text = t('serialAlreadyUpdated');
      else if (isApiError(error, ErrorCode.fileInvalid)) text = t('invoiceInvalid');
      setMessage({ color: 'red', text });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('modal.title')} size="lg">
      <Stack>
        <Group align="end">
          <TextInput
            label={t('field.sn')}
            value={sn}
            onChange={(e) => setSn(e.currentTarget.value.toUpperCase())}
            onBlur={lookUp}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={lookUp}>
            {t('lookUp')}
          </Button>
        </Group>
        {robot && (
          <Text>
            {robot.name} · {robot.pn} · {robot.year}
          </Text>
        )}
        <TextInput
          label={t('saleDate')}
          placeholder="dd/MM/yyyy"
          value={saleDate}
          onChange={(e) => setSaleDate(e.currentTarget.value)}
        />
        <FileInput
          label={t('invoice')}
          accept=".pdf,.png,.gif,.jpg,.jpeg,.bmp"
          value={invoice}
          onChange={setInvoice}
          clearable
        />
        {isTopAdmin && (
          <Group grow>
            <TextInput
              label={t('manualStart')}
              placeholder="dd/MM/yyyy"
              value={manualStart}
              onChange={(e) => setManualStart(e.currentTarget.value)}
            />
            <TextInput
              label={t('manualEnd')}
              placeholder="dd/MM/yyyy"
              value={manualEnd}
              onChange={(e) => setManualEnd(e.currentTarget.value)}
            />
          </Group>
        )}
        {message && <Alert color={message.color}>{message.text}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('modal.close')}
          </Button>
          <Button onClick={submit} loading={isBusy} disabled={!robot}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
