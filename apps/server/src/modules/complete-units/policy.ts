import {
  type CompleteUnitStatus,
  canEditUnitRequest,
  canReplyToUnitRequest,
} from '@poolside/contract/complete-units';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';

export type UnitRights = { canEdit: boolean; canReply: boolean };

/**
 * What the actor may change on a request it can see (docs/decisions.md, "Complete units"): the wizard's
 * fields for type 1 always and for the requester's own company while WAT/SNT; the reply for type 1 only.
 * A locked request of one's own company is -14; somebody else's (provider staff 2, a distributor reading
 * its service centre's) is -11.
 */
export function unitRightsOf(actor: Actor, request: { companyId: number; status: string }): UnitRights {
  const isOwnCompany = request.companyId === actor.companyId;
  const status = request.status as CompleteUnitStatus;
  const rights = {
    canEdit: canEditUnitRequest({ typeId: actor.typeId, isOwnCompany }, status),
    canReply: canReplyToUnitRequest(actor),
  };
  if (!rights.canEdit && !rights.canReply) {
    if (isOwnCompany) throw fieldError('operationFailed', 'status');
    throw new AppError('permissionDenied');
  }
  return rights;
}
