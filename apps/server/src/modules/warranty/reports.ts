// The warranty updates export (report `warrantyUpdates`): the updates list's rows the reader may see (its
// filter and review status) read through the list's own service, newest first; the warranty's state and the
// review status as the screen words them.
import type { Language } from '@poolside/contract/languages';
import { warrantyReviewStatuses } from '@poolside/contract/warranty';
import { localizeColumns } from '../../lib/report-words.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listWarrantyUpdates } from './warranty-updates-service.ts';

/** adminWarranty.json valid/expired and common.json status.warrantyReview. */
const words: Record<Language, { valid: string; expired: string; pending: string; reviewed: string }> = {
  eng: { valid: 'Valid', expired: 'Expired', pending: 'To review', reviewed: 'Approved' },
  fra: { valid: 'Valide', expired: 'Expirée', pending: 'À vérifier', reviewed: 'Approuvée' },
  spa: { valid: 'Vigente', expired: 'Vencida', pending: 'Por revisar', reviewed: 'Aprobada' },
};

const ownHeaders = {
  fra: {
    customer: 'Client',
    customerNumber: 'N° client',
    robotPN: 'Référence du robot',
    sn: 'N° de série du robot',
    warrantyEnd: 'Fin de garantie',
    underWarranty: 'Garantie',
    dateCreate: 'Demandée le',
    status: 'État',
  },
  spa: {
    customer: 'Cliente',
    customerNumber: 'N.º de cliente',
    robotPN: 'Referencia del robot',
    sn: 'N.º de serie del robot',
    warrantyEnd: 'Fin de la garantía',
    underWarranty: 'Garantía',
    dateCreate: 'Solicitada el',
    status: 'Estado',
  },
};

const dateOf = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

registerReport({
  name: 'warrantyUpdates',
  title: { eng: 'Warranty updates', fra: 'Mises à jour de garantie', spa: 'Actualizaciones de garantía' },
  fileName: () => 'warranty-updates.xlsx',
  isAllowed: () => true,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: 'Customer', key: 'customer', width: 26 },
        { header: 'Customer no.', key: 'customerNumber', width: 12 },
        { header: 'Robot PN', key: 'robotPN', width: 16 },
        { header: 'Robot SN', key: 'sn', width: 16 },
        { header: 'Warranty end', key: 'warrantyEnd', width: 12 },
        { header: 'Warranty', key: 'underWarranty', width: 10 },
        { header: 'Requested on', key: 'dateCreate', width: 16 },
        { header: 'Status', key: 'status', width: 12 },
      ],
      ownHeaders,
    ),
  async *rows(deps, actor, body, meter) {
    const status = warrantyReviewStatuses.find((s) => s === body.status);
    const filter = body.filter?.trim() || undefined;
    const rows = listPages(
      ({ page, pageSize }) =>
        listWarrantyUpdates(deps, actor, (page - 1) * pageSize, { pageSize, filter, status }),
      meter,
    );
    const w = words[actor.language];
    for await (const u of rows) {
      yield {
        customer: u.customer,
        customerNumber: u.customerNumber,
        robotPN: u.robotPN,
        sn: u.sn,
        warrantyEnd: dateOf(u.warrantyEnd),
        underWarranty: u.underWarranty ? w.valid : w.expired,
        dateCreate: dateOf(u.dateCreate),
        status: u.reviewedAt === null ? w.pending : w.reviewed,
      };
    }
  },
});
