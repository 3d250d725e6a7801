import type { PopupMessage } from '@poolside/contract/popups';
import { Alert, Button, FileInput, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { useUploadSerials } from '../api';
import { type UploadProblem, uploadProblemOf } from '../upload-errors';

const ROWS_SHOWN = 10;

/** The file chooser and Confirm Upload of one message; a refused file lists its bad rows. */
export function UploadCell({ row }: { row: PopupMessage }) {
  const { t } = useTranslation('adminPopups');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const upload = useUploadSerials();
  const confirm = () => {
    if (!file) return;
    setProblem(null);
    upload.mutate(
      { id: row.id, file },
      {
        onSuccess: (answer) => {
          setFile(null);
          notifications.show({ color: 'green', message: t('uploaded', { count: answer.snCount }) });
        },
        onError: (error) => {
          const found = uploadProblemOf(error);
          if (found) setProblem(found);
          else showErrorDialog(error);
        },
      },
    );
  };
  return (
    <Stack gap={6} miw={220}>
      <FileInput
        size="xs"
        aria-label={t('fileOf', { id: row.id })}
        placeholder={t('chooseFile')}
        accept=".csv,.txt,text/csv,text/plain"
        clearable
        value={file}
        onChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
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
      {problem && (
        <Alert color="red" p="xs" role="alert" title={t('refused')}>
          {problem.fileKey ? (
            t(problem.fileKey)
          ) : (
            <List size="xs">
              {problem.rows.slice(0, ROWS_SHOWN).map((r) => (
                <List.Item key={r.line}>{t(`rowProblems.${r.problem}`, { line: r.line })}</List.Item>
              ))}
              {problem.rows.length > ROWS_SHOWN && (
                <List.Item>{t('moreRows', { count: problem.rows.length - ROWS_SHOWN })}</List.Item>
              )}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
