import type { StatisticsBody } from '@poolside/contract/statistics';
import { api } from '../../../lib/api-client';
import { downloadBase64File } from '../../../lib/download';
import { useMutation } from '../../../lib/mutation';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The statistics are built on demand (the composer's button), so both calls are mutation hooks, though
// neither changes anything on the server; no query key.

/** PUT /statistics: the report's rows (the table) and its chart, for the composer's parameters. */
export function useBuildReport() {
  return useMutation({ mutationFn: (body: StatisticsBody) => api.put('/statistics', body) });
}

/** POST /statistics: the same report as an Excel file, saved under the server's name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (body: StatisticsBody) => api.post('/statistics', body),
    onSuccess: ({ file, fileName }) => downloadBase64File(file, fileName, xlsxType),
  });
}
