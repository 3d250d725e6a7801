import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { downloadBase64File } from '../../lib/download';
import { showErrorDialog } from '../feedback-dialogs';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExportButtonProps = {
  /** A report name of the server's registry (PUT /api/export). */
  report: string;
  /** Extra body fields (ids, filter, year…), read when the button is pressed. */
  params?: () => Record<string, unknown>;
  label?: string;
};

/** Asks the server for an Excel export and saves it; shows the error dialog when it fails. */
export function ExportButton({ report, params, label }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const run = useMutation({
    mutationFn: () =>
      api.put<{ file: string; fileName: string }>('/export', {
        type: 'excel',
        report,
        ...(params?.() ?? {}),
      }),
    onSuccess: ({ file, fileName }) => downloadBase64File(file, fileName, xlsxType),
    onError: (error) => showErrorDialog(error),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={run.isPending}
      onClick={() => run.mutate()}
    >
      {label ?? t('list.export')}
    </Button>
  );
}
