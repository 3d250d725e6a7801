import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../access/index.ts';
import type { Download } from '../../files/index.ts';
import { getRma } from '../rma-list-service.ts';
import { renderPackingSlip } from './packing-slip-pdf.ts';

/**
 * GET /api/rma/requests/{id}/packing-slip: the return packing slip (PDF) of an RMA of a visible company
 * (its owner's company or provider staff); another company's RMA is -15.
 */
export async function getPackingSlip(deps: Deps, actor: Actor, id: number): Promise<Download> {
  const rma = await getRma(deps, actor, id);
  const body = await renderPackingSlip(rma, actor.language, deps.clock.now(), deps.config.makerAddress);
  return { name: `rma-${id}-packing-slip.pdf`, mime: 'application/pdf', body };
}
