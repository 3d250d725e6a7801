import { CloseButton, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ErrorCode } from '@poolside/contract/errors';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { fieldProblemsOf } from '../lib/form-errors';
import { shortFileName } from '../lib/upload';

const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** Dropzone's accept map from file extensions (the contract's `uploadKinds`, or ['csv']). */
export function acceptOf(extensions: readonly string[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of extensions) {
    const mime = mimeOf[ext] ?? 'application/octet-stream';
    accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  }
  return accept;
}

/**
 * What a refused upload says, from the server's codes: -25 type or content not accepted, -6 on `file`
 * larger than the server's limit, -12 on `file` empty. Null for any other failure (the caller's dialog).
 */
export function uploadErrorKey(error: unknown): 'fileInvalid' | 'fileTooBig' | 'fileEmpty' | null {
  if (isApiError(error, ErrorCode.fileInvalid)) return 'fileInvalid';
  const problem = fieldProblemsOf(error).find((p) => p.field === 'file');
  if (!problem) return null;
  return problem.kind === 'required' ? 'fileEmpty' : 'fileTooBig';
}

type UploadFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  /** Accepted extensions, without dots. */
  extensions: readonly string[];
  value?: File | null;
  onChange: (file: File | null) => void;
  /** A message at the field (e.g. `t(\`common:upload.${uploadErrorKey(error)}\`)`). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
};

/** The one upload field: drop a file or click to choose one; shows the chosen name and a remove button. */
export function UploadField({
  label,
  description,
  extensions,
  value,
  onChange,
  error,
  required,
  disabled,
  loading,
}: UploadFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const types = extensions.map((e) => e.toUpperCase()).join(', ');
  const onReject = (rejections: FileRejection[]) =>
    setRejected(t('upload.wrongType', { name: shortFileName(rejections[0]?.file.name ?? ''), types }));
  const shownError = rejected ?? error;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={shownError}
      required={required}
      id={id}
      labelElement="div"
    >
      <Stack gap={6} mt={4}>
        <Dropzone
          onDrop={(files) => {
            setRejected(null);
            onChange(files[0] ?? null);
          }}
          onReject={onReject}
          accept={acceptOf(extensions)}
          multiple={false}
          disabled={disabled}
          loading={loading}
          p="sm"
          aria-labelledby={`${id}-label`}
          inputProps={{ 'aria-label': typeof label === 'string' ? label : undefined }}
          style={shownError ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFile size={28} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm">{t('upload.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('upload.types', { types })}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {value && (
          <Group gap={4} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="sm" title={value.name}>
              {shortFileName(value.name)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('upload.remove', { name: value.name })}
              onClick={() => onChange(null)}
              disabled={disabled}
            />
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
