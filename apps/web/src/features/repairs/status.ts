import type { RmaStatus } from '@poolside/contract/constants';

/** Badge colours of the RMA statuses (labels are translated as status.{code}). */
export const statusColors: Record<RmaStatus, string> = {
  WAT: 'gray',
  SNT: 'blue',
  REC: 'cyan',
  PRO: 'indigo',
  RET: 'orange',
  REJ: 'red',
  APP: 'green',
  CLS: 'dark',
};
