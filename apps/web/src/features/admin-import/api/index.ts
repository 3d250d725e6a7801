import type { ImportReport } from '@poolside/contract/master-data';
import type { ImportKind } from '@poolside/contract/master-data-columns';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { apiFiles } from '../../../lib/api-files';

/** GET /api/import/{kind}/template?format: saved under the server's file name. */
export function downloadTemplate(kind: ImportKind, format: 'xlsx' | 'csv') {
  return apiFiles.download('/import/{kind}/template', {
    path: { kind },
    query: { format },
    fileName: `import-${kind}-template.${format}`,
  });
}

/** The master-data import's query keys. */
export const importKeys = { progress: (key: string | null) => ['import', 'progress', key] as const };

/** The key the screen polls a run's progress by (made per run). */
export function newProgressKey(): string {
  return `run_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** GET /api/import/progress/{key}, every second while the run is busy on the server. */
export const importProgressQuery = (key: string | null, isRunning: boolean) =>
  queryOptions({
    queryKey: importKeys.progress(key),
    queryFn: () => api.get('/import/progress/{key}', { path: { key: key ?? '' } }),
    enabled: key !== null && isRunning,
    refetchInterval: 1000,
    gcTime: 0,
  });

export type RunInput = {
  kind: ImportKind;
  mode: 'check' | 'apply';
  file: File;
  progressKey: string;
  /** An apply's key, one per checked file (the contract's importApplyQuerySchema): a retry applies once. */
  idempotencyKey?: string;
  /** The share of the file sent so far (0 to 1). */
  onUploaded: (fraction: number) => void;
};

/**
 * POST /api/import/{kind}/check|apply (multipart `file`), through XMLHttpRequest so the screen sees the
 * upload's progress (fetch does not report it). Resolves the report; a refusal is an ApiError whose data
 * carries the bad rows (`issues`, `issueCount`).
 */
export function runImport({
  kind,
  mode,
  file,
  progressKey,
  idempotencyKey,
  onUploaded,
}: RunInput): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const path = { kind };
  if (mode === 'check') {
    return apiFiles.upload('/import/{kind}/check', body, {
      path,
      query: { progressKey },
      onProgress: onUploaded,
    });
  }
  return apiFiles.upload('/import/{kind}/apply', body, {
    path,
    query: { progressKey, idempotencyKey: idempotencyKey ?? '' },
    onProgress: onUploaded,
  });
}

/** Runs a check or an apply; the caller shows the report or the refusal's issues. */
export function useImportRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    // An applied import may change any screen's data (catalogue, units, parts, companies).
    onSuccess: (report) => {
      if (report.isApplied) void queryClient.invalidateQueries();
    },
  });
}
