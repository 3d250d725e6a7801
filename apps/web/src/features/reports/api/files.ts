import type { StatisticsBody } from '@poolside/contract/statistics';
import { apiFiles } from '../../../lib/api-files';
import { useMutation } from '../../../lib/mutation';

/**
 * POST /statistics: the same report as an Excel file, fetched as a file and saved under the server's name.
 * An action, not cached data; through lib/mutation so a double click saves one file.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (body: StatisticsBody) =>
      apiFiles.downloadPost('/statistics', body, { fileName: 'statistics.xlsx' }),
  });
}
