import { Alert, Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { uploadKinds } from '@poolside/contract/constants';
import type { RobotItem, WarrantyUpdate } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import { serverFieldMessages } from '../../../lib/form-errors';
import { shortFileName, uploadFile } from '../../../lib/upload';
import { invoiceUrl, reviewWarrantyUpdate, warrantyUpdatesKey } from '../admin-api';
import { ReviewStatusBadge } from './review-status-badge';

type ReviewFormProps = { robot: RobotItem; update: WarrantyUpdate | null; onReject: () => void };

/** The request (who, when, invoice) and the admin's save: sale date dd/MM/yyyy, optional image invoice. */
export function ReviewForm({ robot, update, onReject }: ReviewFormProps) {
  const { t } = useTranslation('adminWarranty');
  const queryClient = useQueryClient();
  const [saleDate, setSaleDate] = useState<number | null>(update?.saleDate ?? robot.saleDate);
  const [invoice, setInvoice] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const date = saleDate;
    if (date === null) return setError(t('saleDateRequired'));
    setError(null);
    setInvoiceError(null);
    setFailure(null);
    setIsSaving(true);
    try {
      const fileId = invoice ? (await uploadFile(invoice, 'image')).id : undefined;
      const saved = await reviewWarrantyUpdate(robot.sn, {
        saleDate: date,
        ...(fileId ? { invoice: fileId } : {}),
      });
      queryClient.setQueryData([...warrantyUpdatesKey, 'sn', robot.sn], saved);
      setInvoice(null);
      notifications.show({ color: 'green', message: t('warrantyUpdated') });
      await queryClient.invalidateQueries({ queryKey: warrantyUpdatesKey });
      await queryClient.invalidateQueries({ queryKey: ['robots', 'sn', robot.sn] });
    } catch (caught) {
      const upload = uploadErrorKey(caught);
      const fields = serverFieldMessages(caught, {
        messages: {
          'saleDate.future': t('saleDateFuture'),
          'saleDate.beforeProduction': t('saleDateBeforeProduction', {
            date: formatDateOnly(robot.productionDate),
          }),
          saleDate: t('saleDateInvalid'),
          invoice: t('invoiceInvalid'),
        },
      });
      if (upload) setInvoiceError(t(`common:upload.${upload}`));
      else if (fields.invoice) setInvoiceError(fields.invoice);
      else if (fields.saleDate) setError(fields.saleDate);
      else setFailure(t('opFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack maw={640}>
      {update ? (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t('column.customer')}</Table.Th>
              <Table.Td>
                {update.customer} ({update.customerNumber})
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('requestedBy')}</Table.Th>
              <Table.Td>
                {update.userName} · {formatDate(update.dateCreate)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('column.status')}</Table.Th>
              <Table.Td>
                <ReviewStatusBadge update={update} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('column.invoice')}</Table.Th>
              <Table.Td>
                {update.invoice === null ? (
                  t('noInvoice')
                ) : (
                  <Anchor href={invoiceUrl(update.invoice)}>
                    {t('viewInvoice', { name: shortFileName(update.invoiceName ?? '') })}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Alert color="blue" variant="light">
          {t('noUpdateYet')}
        </Alert>
      )}
      <DateOnlyInput
        label={t('column.saleDate')}
        value={saleDate}
        onChange={(value) => {
          setSaleDate(value);
          setError(null);
        }}
        error={error ?? undefined}
        required
        w={220}
      />
      <UploadField
        label={update?.invoice ? t('replaceInvoice') : t('uploadInvoice')}
        extensions={uploadKinds.image}
        value={invoice}
        onChange={(file) => {
          setInvoice(file);
          setInvoiceError(null);
        }}
        error={invoiceError}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={isSaving}>
          {t('approve')}
        </Button>
        {update && (
          <Button color="red" variant="light" onClick={onReject}>
            {t('reject')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
