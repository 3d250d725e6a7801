import type { Notification } from '@poolside/contract/notifications';
import { paths } from '../../app/paths';

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
const textOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The screen a notification is about (its RMA, robot, news, user, brand, …), or null when it has none
 * (yet): the bell and the notifications page open it on click.
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'params'>): string | null {
  const p = n.params;
  switch (n.type) {
    case 'RMA': {
      const id = numberOf(p.rmaId);
      return id ? paths.rmaHistoryItem(id) : null;
    }
    case 'NTW':
    case 'NTR': {
      const sn = textOf(p.sn);
      return sn ? paths.repairHistory(sn) : null;
    }
    case 'NEW': {
      const id = numberOf(p.contentId);
      return id ? paths.news(id) : null;
    }
    case 'USR': {
      const id = numberOf(p.userId);
      return id ? paths.user(id) : null;
    }
    case 'NWB': {
      const id = numberOf(p.brandId);
      return id ? paths.brand(id) : null;
    }
    case 'FEE':
    case 'FEC': {
      const id = numberOf(p.feedbackId);
      return id ? paths.feedbackReportItem(id) : null;
    }
    case 'ORD': {
      const id = numberOf(p.orderId);
      return id ? paths.sparesOrderItem(id) : null;
    }
    case 'COM': {
      const id = numberOf(p.requestId);
      return id ? paths.completeUnitRequestItem(id) : null;
    }
    case 'PNC':
      return paths.compatibility();
    default:
      return null;
  }
}
