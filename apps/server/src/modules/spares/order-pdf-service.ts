import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import type { Download } from '../files/index.ts';
import { getOrder } from './order-get-service.ts';
import { renderOrderPdf } from './order-pdf.ts';

/** GET /api/order/{id}/pdf: the printable order (PDF) of a visible company's order; -15 otherwise. */
export async function getOrderPdf(deps: Deps, actor: Actor, id: number): Promise<Download> {
  const order = await getOrder(deps, actor, id);
  const body = await renderOrderPdf(order, actor.language);
  return { name: `order-${id}.pdf`, mime: 'application/pdf', body };
}
