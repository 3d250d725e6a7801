// The warranty updates export (report `warrantyUpdates`): the updates list's rows the reader may see (its
// filter and review status) read through the list's own service, newest first; the warranty's state and the
// review status as the screen words them.
import { warrantyReviewStatuses } from '@poolside/contract/warranty';
import { reportColumns, reportWord } from '../../lib/report-words.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listWarrantyUpdates } from './warranty-updates-service.ts';

const dateOf = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

registerReport({
  name: 'warrantyUpdates',
  fileName: () => 'warranty-updates.xlsx',
  isAllowed: () => true,
  columns: (actor) =>
    reportColumns(actor.language, 'warrantyUpdates', [
      { key: 'customer', width: 26 },
      { key: 'customerNumber', width: 12 },
      { key: 'robotPN', width: 16 },
      { key: 'sn', width: 16 },
      { key: 'warrantyEnd', width: 12 },
      { key: 'underWarranty', width: 10 },
      { key: 'dateCreate', width: 16 },
      { key: 'status', width: 12 },
    ]),
  async *rows(deps, actor, body, meter) {
    const status = warrantyReviewStatuses.find((s) => s === body.status);
    const filter = body.filter?.trim() || undefined;
    const rows = listPages(
      ({ page, pageSize }) =>
        listWarrantyUpdates(deps, actor, (page - 1) * pageSize, { pageSize, filter, status }),
      meter,
    );
    const w = (key: string) => reportWord(actor.language, 'warrantyUpdates', key);
    for await (const u of rows) {
      yield {
        customer: u.customer,
        customerNumber: u.customerNumber,
        robotPN: u.robotPN,
        sn: u.sn,
        warrantyEnd: dateOf(u.warrantyEnd),
        underWarranty: w(u.underWarranty ? 'valid' : 'expired'),
        dateCreate: dateOf(u.dateCreate),
        status: w(u.reviewedAt === null ? 'pending' : 'reviewed'),
      };
    }
  },
});
