import { Alert, Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { uploadKinds } from '@poolside/contract/constants';
import { type RobotItem, type WarrantyUpdate, warrantyReviewBodySchema } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import { contractResolver } from '../../../lib/form-validation';
import { shortFileName } from '../../../lib/upload';
import { invoiceUrl, useReviewWarrantyUpdate } from '../api';
import { ReviewStatusBadge } from './review-status-badge';

type ReviewFormProps = { robot: RobotItem; update: WarrantyUpdate | null; onReject: () => void };
type ReviewValues = { saleDate: number | null; invoice: File | null };

/** The contract's review rule on the form's date (the invoice is a file here, its id only after upload). */
const reviewSchema = warrantyReviewBodySchema.pick({ saleDate: true });

/** The request (who, when, invoice) and the admin's save: sale date dd/MM/yyyy, optional image invoice. */
export function ReviewForm({ robot, update, onReject }: ReviewFormProps) {
  const { t } = useTranslation('adminWarranty');
  const review = useReviewWarrantyUpdate(robot.sn);
  const form = useForm<ReviewValues>({
    initialValues: { saleDate: update?.saleDate ?? robot.saleDate, invoice: null },
    validate: contractResolver<ReviewValues>(reviewSchema, (v) => ({
      saleDate: v.saleDate === null ? t('saleDateRequired') : null,
    })),
  });
  useUnsavedChangesGuard(form.isDirty());

  const save = (values: ReviewValues) => {
    if (values.saleDate === null) return;
    review.mutate(
      { saleDate: values.saleDate, invoice: values.invoice },
      {
        onSuccess: (saved) => {
          form.setInitialValues({ saleDate: saved.saleDate, invoice: null });
          form.reset();
          notifications.show({ color: 'green', message: t('warrantyUpdated') });
        },
        onError: (error) => {
          const upload = uploadErrorKey(error);
          if (upload) return form.setFieldError('invoice', t(`common:upload.${upload}`));
          showError(error, {
            form,
            message: t('opFailed'),
            messages: {
              'saleDate.required': t('saleDateRequired'),
              'saleDate.future': t('saleDateFuture'),
              'saleDate.beforeProduction': t('saleDateBeforeProduction', {
                date: formatDateOnly(robot.productionDate),
              }),
              saleDate: t('saleDateInvalid'),
              invoice: t('invoiceInvalid'),
            },
          });
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
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
        <DateOnlyInput label={t('column.saleDate')} {...form.getInputProps('saleDate')} required w={220} />
        <UploadField
          label={update?.invoice ? t('replaceInvoice') : t('uploadInvoice')}
          extensions={uploadKinds.image}
          value={form.values.invoice}
          onChange={(file) => form.setFieldValue('invoice', file)}
          error={form.errors.invoice}
        />
        <Group>
          <Button type="submit" loading={review.isPending}>
            {t('approve')}
          </Button>
          {update && (
            <Button color="red" variant="light" onClick={onReject}>
              {t('reject')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
