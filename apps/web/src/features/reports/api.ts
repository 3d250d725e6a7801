import type { StatisticsBody } from '@poolside/contract/statistics';
import type { StatisticsResult } from '@poolside/contract/statistics-result';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { downloadBase64File } from '../../lib/download';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** PUT /statistics: the report's rows (the table) and its chart, for the composer's parameters. */
export function useBuildReport() {
  return useMutation({
    mutationFn: (body: StatisticsBody) => untypedApi.put<StatisticsResult>('/statistics', body),
  });
}

/** POST /statistics: the same report as an Excel file, saved under the server's name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (body: StatisticsBody) =>
      untypedApi.post<{ file: string; fileName: string }>('/statistics', body),
    onSuccess: ({ file, fileName }) => downloadBase64File(file, fileName, xlsxType),
  });
}
