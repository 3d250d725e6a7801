import { ErrorCode } from '@poolside/contract/errors';
import type { ImportProgress, ImportReport } from '@poolside/contract/master-data';
import type { ImportKind } from '@poolside/contract/master-data-columns';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { ApiError, api } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/download';

/** GET /api/import/{kind}/template?format: saved under the server's file name. */
export function downloadTemplate(kind: ImportKind, format: 'xlsx' | 'csv') {
  return downloadApiFile(`/import/${kind}/template?format=${format}`, `import-${kind}-template.${format}`);
}

/** The key the screen polls a run's progress by (made per run). */
export function newProgressKey(): string {
  return `run_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** GET /api/import/progress/{key}, every second while the run is busy on the server. */
export const importProgressQuery = (key: string | null, isRunning: boolean) =>
  queryOptions({
    queryKey: ['import', 'progress', key],
    queryFn: () => api.get<ImportProgress>(`/import/progress/${key}`),
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ progressKey, ...(idempotencyKey && { idempotencyKey }) });
    xhr.open('POST', `/api/import/${kind}/${mode}?${query}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploaded(event.loaded / event.total);
    };
    const fail = (code: number, data: ApiError['data'] = null) =>
      reject(
        new ApiError({
          code,
          httpStatus: xhr.status,
          requestId: xhr.getResponseHeader('x-request-id'),
          data,
          retryAfter: null,
        }),
      );
    xhr.onload = () => {
      const payload = xhr.response as { status?: boolean; code?: number; data?: unknown } | null;
      if (payload?.status && xhr.status < 300) resolve(payload.data as ImportReport);
      else fail(payload?.code ?? ErrorCode.fatal, (payload?.data ?? null) as ApiError['data']);
    };
    xhr.onerror = () => fail(ErrorCode.fatal);
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
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
