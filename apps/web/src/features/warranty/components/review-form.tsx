import { Alert, Anchor, Button, FileInput, Group, Stack, Table, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorCode } from '@poolside/contract/errors';
import type { RobotItem, WarrantyUpdate } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDateOnly, parseDateOnly } from '../../../lib/dates';
import { shortFileName, uploadFile } from '../../../lib/upload';
import { invoiceUrl, reviewWarrantyUpdate, warrantyUpdatesKey } from '../admin-api';
import { ReviewStatusBadge } from './review-status-badge';

type ReviewFormProps = { robot: RobotItem; update: WarrantyUpdate | null; onReject: () => void };

/** The request (who, when, invoice) and the admin's save: sale date dd/MM/yyyy, optional image invoice. */
export function ReviewForm({ robot, update, onReject }: ReviewFormProps) {
  const { t } = useTranslation('adminWarranty');
  const queryClient = useQueryClient();
  const [saleDate, setSaleDate] = useState(formatDateOnly(update?.saleDate ?? robot.saleDate));
  const [invoice, setInvoice] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const date = parseDateOnly(saleDate);
    if (date === null) return setError(t('saleDateRequired'));
    setError(null);
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
      if (isApiError(caught, ErrorCode.fileInvalid)) setError(t('invoiceInvalid'));
      else if (isApiError(caught, ErrorCode.missingParams)) setError(t('saleDateInvalid'));
      else setError(t('opFailed'));
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
      <TextInput
        label={t('column.saleDate')}
        placeholder="dd/MM/yyyy"
        value={saleDate}
        onChange={(e) => setSaleDate(e.currentTarget.value)}
        required
        w={220}
      />
      <FileInput
        label={update?.invoice ? t('replaceInvoice') : t('uploadInvoice')}
        accept=".pdf,.png,.gif,.jpg,.jpeg,.bmp"
        value={invoice}
        onChange={setInvoice}
        clearable
        w={320}
      />
      {error && <Alert color="red">{error}</Alert>}
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
