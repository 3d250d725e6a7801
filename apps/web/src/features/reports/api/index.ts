export { useDownloadReport } from './files';
export { statisticsKeys } from './keys';
export { createReport, reportQuery } from './queries';
