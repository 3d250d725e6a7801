import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportType, runExport } from '../export/export-runner';

type ExportButtonProps = {
  /** A report name of the server's registry (PUT /api/export). */
  report: string;
  /** Extra body fields (ids, filter, year…), read when a format is chosen. */
  params?: () => Record<string, unknown>;
  label?: string;
  disabled?: boolean;
};

/**
 * The export menu of every list: Excel or PDF of the same rows, run as an export job (progress in a
 * notification, the file downloaded when ready, the error dialog when it fails).
 */
export function ExportButton({ report, params, label, disabled }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const [running, setRunning] = useState<ExportType | null>(null);
  const start = (type: ExportType) => {
    setRunning(type);
    runExport({ report, type, params: params?.() }).finally(() => setRunning(null));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={running !== null}
          disabled={disabled}
        >
          {label ?? t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('export.menuLabel')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={18} aria-hidden />} onClick={() => start('excel')}>
          {t('export.excel')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={() => start('pdf')}>
          {t('export.pdf')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
