import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '../../../lib/mutation';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { downloadPackingSlip } from '../api';

/** Downloads the return packing slip (approved and QA lines) of an RMA. */
export function PackingSlipButton({ rmaId }: { rmaId: number }) {
  const { t } = useTranslation('adminRma');
  const download = useMutation({
    mutationFn: () => downloadPackingSlip(rmaId),
    onError: (error) => showError(error),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('packingSlip')}
    </Button>
  );
}
