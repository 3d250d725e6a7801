import type { PopupMessage } from '@poolside/contract/popups';
import { Alert, Button, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { fieldProblemsOf } from '../../../lib/form-errors';
import { useUploadSerials } from '../api';

const ROWS_SHOWN = 10;
const extensions = ['csv', 'txt'] as const;

/** The server's bad rows of a refused file (-6 naming `rows.{line}.{sn|columns}`). */
function badRowsOf(error: unknown) {
  return fieldProblemsOf(error)
    .map((p) => /^rows\.(\d+)\.(\w+)$/.exec(p.field))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ line: Number(m[1]), problem: m[2] }));
}

/**
 * The CSV of one message (the one upload field) and Confirm Upload. A refused file is said at the field
 * (-25 not a text file, -12 no serials, -6 too many) and its bad rows listed under it.
 */
export function UploadCell({ row }: { row: PopupMessage }) {
  const { t } = useTranslation('adminPopups');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [badRows, setBadRows] = useState<{ line: number; problem: string }[]>([]);
  const upload = useUploadSerials();
  const confirm = () => {
    if (!file) return;
    setFileError(null);
    setBadRows([]);
    upload.mutate(
      { id: row.id, file },
      {
        onSuccess: (answer) => {
          setFile(null);
          notifications.show({ color: 'green', message: t('uploaded', { count: answer.snCount }) });
        },
        onError: (error) => {
          const rows = badRowsOf(error);
          const key = uploadErrorKey(error);
          if (rows.length > 0) {
            setBadRows(rows);
            setFileError(t('refused'));
          } else if (key) setFileError(t(key));
          else showError(error);
        },
      },
    );
  };
  return (
    <Stack gap={6} miw={220}>
      <UploadField
        label={t('fileOf', { id: row.id })}
        extensions={extensions}
        value={file}
        onChange={(f) => {
          setFile(f);
          setFileError(null);
          setBadRows([]);
        }}
        error={fileError}
      />
      <Button
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden />}
        disabled={!file}
        loading={upload.isPending}
        onClick={confirm}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('confirmUpload')}
      </Button>
      {badRows.length > 0 && (
        <Alert color="red" p="xs" role="alert">
          <List size="xs">
            {badRows.slice(0, ROWS_SHOWN).map((r) => (
              <List.Item key={r.line}>{t(`rowProblems.${r.problem}`, { line: r.line })}</List.Item>
            ))}
            {badRows.length > ROWS_SHOWN && (
              <List.Item>{t('moreRows', { count: badRows.length - ROWS_SHOWN })}</List.Item>
            )}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
