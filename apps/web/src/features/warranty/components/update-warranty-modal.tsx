import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { uploadKinds } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import { type RobotItem, warrantyUpdateBodySchema } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { formatDateOnly } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { getSession } from '../../../lib/session';
import { useUpdateWarranty, warrantyEligibilityQuery } from '../api';

type UpdateWarrantyModalProps = { opened: boolean; onClose: () => void; initialSn?: string };

type WarrantyValues = {
  saleDate: number | null;
  invoice: File | null;
  manualStart: number | null;
  manualEnd: number | null;
};

const emptyValues: WarrantyValues = { saleDate: null, invoice: null, manualStart: null, manualEnd: null };
/** The contract's body rules on the form's dates (the invoice is a file here, its id only after upload). */
const datesSchema = warrantyUpdateBodySchema.pick({ saleDate: true, manualStart: true, manualEnd: true });

/** The words of a refusal on the serial: unknown, another company's robot, already updated. */
function serialErrorKey(error: unknown): string {
  if (isApiError(error, ErrorCode.notFound)) return 'robotNotFound';
  if (isApiError(error, ErrorCode.permissionDenied)) return 'serialNotYours';
  if (isApiError(error, ErrorCode.operationFailed)) return 'serialAlreadyUpdated';
  return 'opFailed';
}

/**
 * The update-warranty modal of the side menu, top bar and robot data screen: serial lookup, sale date
 * (date picker), invoice upload; type 1 may give manual dates instead. The serial is checked as soon as it is
 * entered (Enter or leaving the field) with the server's own rule (GET /warranty/{sn}/eligibility), so a robot
 * the reader may not update is said at the serial before any date or upload. The server enforces every rule
 * and names the one a refused date breaks (saleDate: future | beforeProduction), shown at the field. After a
 * save the robot's new warranty dates are shown.
 */
export function UpdateWarrantyModal({ opened, onClose, initialSn = '' }: UpdateWarrantyModalProps) {
  const { t } = useTranslation('warranty');
  const queryClient = useQueryClient();
  const isTopAdmin = getSession()?.user.type.id === 1;
  const update = useUpdateWarranty();
  const [sn, setSn] = useState(initialSn);
  const [robot, setRobot] = useState<RobotItem | null>(null);
  const [message, setMessage] = useState<{ color: string; text: string; detail?: string } | null>(null);
  const dropSuccess = () => setMessage((shown) => (shown?.color === 'green' ? null : shown));
  const form = useForm<WarrantyValues>({
    initialValues: emptyValues,
    // "Warranty updated" speaks of the last save: a change to the form drops it (warnings stay).
    onValuesChange: () => dropSuccess(),
    validate: contractResolver<WarrantyValues>(datesSchema, (v) => {
      const hasManual = isTopAdmin && (v.manualStart !== null || v.manualEnd !== null);
      return {
        saleDate: v.saleDate === null && !hasManual ? t('saleDateRequired') : null,
        invoice: !v.invoice && !isTopAdmin ? t('invoiceRequired') : null,
      };
    }),
  });

  const [snError, setSnError] = useState<string | null>(null);
  // The serial last asked about: Enter, leaving the field and the button ask once per serial.
  const askedSn = useRef<string | null>(null);
  const lookUp = async () => {
    const wanted = sn.trim();
    if (wanted === askedSn.current) return;
    askedSn.current = wanted;
    setMessage(null);
    setRobot(null);
    setSnError(null);
    if (!wanted) return;
    try {
      const found = await queryClient.fetchQuery(warrantyEligibilityQuery(wanted));
      if (askedSn.current === wanted) setRobot(found);
    } catch (error) {
      if (askedSn.current !== wanted) return;
      const key = serialErrorKey(error);
      setSnError(t(key));
      // A failure that is no answer about the serial may be asked again.
      if (key === 'opFailed') askedSn.current = null;
    }
  };
  const onSnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in the serial looks it up; it does not save the form.
    event.preventDefault();
    void lookUp();
  };

  const submit = (values: WarrantyValues) => {
    if (!robot) return;
    setMessage(null);
    const hasManual = isTopAdmin && (values.manualStart !== null || values.manualEnd !== null);
    update.mutate(
      {
        sn: robot.sn,
        input: {
          invoice: values.invoice,
          ...(values.saleDate !== null ? { saleDate: values.saleDate } : {}),
          ...(hasManual && values.manualStart !== null ? { manualStart: values.manualStart } : {}),
          ...(hasManual && values.manualEnd !== null ? { manualEnd: values.manualEnd } : {}),
        },
      },
      {
        onSuccess: (updated) => {
          setRobot(updated);
          form.reset();
          setMessage({
            color: 'green',
            text: t('warrantyUpdated'),
            detail: t('warrantyDates', {
              start: formatDateOnly(updated.warrantyStart),
              end: formatDateOnly(updated.warrantyEnd),
            }),
          });
        },
        onError: (error) => {
          const upload = uploadErrorKey(error);
          if (upload) return form.setFieldError('invoice', t(`common:upload.${upload}`));
          const placed = applyServerErrors(form, error, {
            messages: {
              'saleDate.required': t('saleDateRequired'),
              'saleDate.future': t('saleDateFuture'),
              'saleDate.beforeProduction': t('saleDateBeforeProduction', {
                date: formatDateOnly(robot.productionDate),
              }),
              'invoice.required': t('invoiceRequired'),
              'invoice.invalid': t('invoiceInvalid'),
              'manualEnd.invalid': t('manualEndBeforeStart'),
            },
          });
          if (placed) return;
          // A refusal on the serial (it changed hands since it was looked up) is said at the serial.
          if (isApiError(error) && error.data?.field === 'sn') return setSnError(t(serialErrorKey(error)));
          showError(error, t('opFailed'));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('modal.title')} size="lg">
      <form onSubmit={form.onSubmit(submit, dropSuccess)} noValidate>
        <Stack>
          <TextInput
            label={t('field.sn')}
            value={sn}
            onChange={(e) => {
              // Another serial is asked about again, and Save waits for its answer.
              const next = e.currentTarget.value.toUpperCase();
              setSn(next);
              setSnError(null);
              askedSn.current = null;
              if (robot && robot.sn !== next.trim()) setRobot(null);
            }}
            onBlur={() => void lookUp()}
            onKeyDown={onSnKey}
            error={snError}
            // The button beside the input, the serial's message under both.
            inputContainer={(input) => (
              <Group gap="xs" align="flex-start">
                <div style={{ flex: 1, minWidth: 160 }}>{input}</div>
                <Button variant="light" onClick={() => void lookUp()}>
                  {t('lookUp')}
                </Button>
              </Group>
            )}
          />
          {robot && (
            <Text>
              {robot.name} · {robot.pn} · {robot.year}
            </Text>
          )}
          <DateOnlyInput label={t('saleDate')} required={!isTopAdmin} {...form.getInputProps('saleDate')} />
          <UploadField
            label={t('invoice')}
            extensions={uploadKinds.image}
            required={!isTopAdmin}
            {...form.getInputProps('invoice')}
          />
          {isTopAdmin && (
            <Group grow align="start">
              <DateOnlyInput label={t('manualStart')} {...form.getInputProps('manualStart')} />
              <DateOnlyInput label={t('manualEnd')} {...form.getInputProps('manualEnd')} />
            </Group>
          )}
          {message && (
            <Alert
              color={message.color}
              role={message.color === 'red' ? 'alert' : 'status'}
              title={message.detail ? message.text : undefined}
            >
              {message.detail ?? message.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('modal.close')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!robot}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
