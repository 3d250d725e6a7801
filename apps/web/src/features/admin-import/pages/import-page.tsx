import { ErrorCode } from '@poolside/contract/errors';
import { importColumns, type ImportKind, importKinds } from '@poolside/contract/master-data-columns';
import { Accordion, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { newSubmissionKey } from '../../../lib/submission-key';
import { downloadTemplate, importProgressQuery, newProgressKey, useImportRun } from '../api';
import { ColumnRules } from '../components/column-rules';
import { ImportReportView, type ShownReport } from '../components/import-report';
import { RunProgress } from '../components/run-progress';

/** Kinds whose rows may name files (documents, images): they also take a .zip of the sheet and the files. */
const takesZip = (kind: ImportKind) => importColumns[kind].some((c) => c.format === 'file');

type Running = { mode: 'check' | 'apply'; key: string; uploaded: number };

/** /admin/import (provider administrators): templates, upload, the check report, then apply. */
export function ImportPage() {
  const { t } = useTranslation('adminImport');
  const confirm = useConfirm();
  const [kind, setKind] = useState<ImportKind>('units');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ShownReport | null>(null);
  const [checkedFile, setCheckedFile] = useState<File | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const run = useImportRun();
  const progress = useQuery(importProgressQuery(running?.key ?? null, running !== null));
  // Leaving while a file is sent or applied would hide its outcome (the server finishes it anyway).
  useUnsavedChangesGuard(running !== null);

  const reset = () => {
    setReport(null);
    setCheckedFile(null);
    setFileError(null);
  };
  // One progress key per run, kept until it ends: a second click while it runs is the same call, which
  // the shared mutation ignores (lib/mutation.ts).
  const runKey = useRef<string | null>(null);
  // The apply's key, made when a file passes its check: a retried or repeated apply of it writes once.
  const applyKey = useRef<string | null>(null);
  const start = (mode: 'check' | 'apply') => {
    if (!file) return;
    runKey.current ??= newProgressKey();
    const key = runKey.current;
    if (mode === 'apply') applyKey.current ??= newSubmissionKey();
    setRunning({ mode, key, uploaded: 0 });
    setFileError(null);
    run.mutate(
      {
        kind,
        mode,
        file,
        progressKey: key,
        idempotencyKey: mode === 'apply' ? (applyKey.current ?? undefined) : undefined,
        onUploaded: (uploaded) => setRunning((r) => (r && r.key === key ? { ...r, uploaded } : r)),
      },
      {
        onSuccess: (answer) => {
          setReport(answer);
          const passed = answer.issueCount === 0 && !answer.isApplied;
          setCheckedFile(passed ? file : null);
          applyKey.current = passed ? newSubmissionKey() : null;
        },
        onError: (error) => {
          const data = isApiError(error, ErrorCode.invalid) ? error.data : null;
          if (data?.issues) {
            setReport({ issues: data.issues as ShownReport['issues'], issueCount: data.issueCount ?? 0 });
            setCheckedFile(null);
            return;
          }
          const key = uploadErrorKey(error);
          if (key)
            setFileError(data?.reason === 'tooManyRows' ? t('tooManyRows') : t(`common:upload.${key}`));
          else showError(error);
        },
        onSettled: () => {
          runKey.current = null;
          setRunning(null);
        },
      },
    );
  };
  const apply = () =>
    confirm({
      title: t('confirmTitle'),
      message: t('confirmText', { kind: t(`kinds.${kind}.title`), count: report?.rows ?? 0 }),
      confirmLabel: t('apply'),
      // The dialog closes at once: the page shows the run's progress.
      onConfirm: () => {
        start('apply');
      },
    });
  const template = (format: 'xlsx' | 'csv') =>
    downloadTemplate(kind, format).catch((error) => showError(error));
  const extensions = takesZip(kind) ? ['xlsx', 'csv', 'zip'] : ['xlsx', 'csv'];

  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Paper withBorder p="md">
        <Stack>
          <Select
            label={t('kind')}
            data={importKinds.map((k) => ({ value: k, label: t(`kinds.${k}.title`) }))}
            value={kind}
            allowDeselect={false}
            disabled={running !== null}
            onChange={(value) => {
              if (value) setKind(value as ImportKind);
              reset();
            }}
          />
          <Text size="sm">{t(`kinds.${kind}.text`)}</Text>
          {takesZip(kind) && (
            <Text size="sm" c="dimmed">
              {t('zipHint')}
            </Text>
          )}
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              onClick={() => template('xlsx')}
            >
              {t('templateXlsx')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              onClick={() => template('csv')}
            >
              {t('templateCsv')}
            </Button>
          </Group>
          <Accordion variant="contained">
            <Accordion.Item value="columns">
              <Accordion.Control>{t('columnsCaption')}</Accordion.Control>
              <Accordion.Panel>
                <ColumnRules kind={kind} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <UploadField
            label={t('file')}
            description={t('fileHint')}
            extensions={extensions}
            value={file}
            disabled={running !== null}
            error={fileError}
            onChange={(next) => {
              setFile(next);
              reset();
            }}
          />
          <Group>
            <Button
              disabled={!file || running !== null}
              loading={running?.mode === 'check'}
              onClick={() => start('check')}
            >
              {t('check')}
            </Button>
            {checkedFile !== null && checkedFile === file && (
              <Button
                color="green"
                disabled={running !== null}
                loading={running?.mode === 'apply'}
                onClick={apply}
              >
                {t('apply')}
              </Button>
            )}
          </Group>
          {running && <RunProgress mode={running.mode} uploaded={running.uploaded} server={progress.data} />}
        </Stack>
      </Paper>
      {report && !running && <ImportReportView report={report} />}
    </Stack>
  );
}
