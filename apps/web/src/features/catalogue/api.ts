import { api } from '../../lib/api-client';

/** The robotParts Excel export of spec 02. */
export function exportRobotParts(pn: string, year: number) {
  return api.put<{ file: string; fileName: string }>('/export', {
    type: 'excel',
    report: 'robotParts',
    pn,
    year,
  });
}
