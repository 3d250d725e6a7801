import type {
  ComplaintType,
  Department,
  FeedbackFormType,
  FeedbackMenu,
  FeedbackReport,
  FeedbackRow,
  FeedbackStatus,
  FeedbackStatusStep,
} from '@poolside/contract/feedback';
import { feedbackInitialStatus } from '@poolside/contract/feedback';
import type { FeedbackReportRow, StatusChangeRow } from './store.ts';

const toUnix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The status history: the submission by the reporter, then every stored change. */
function statusHistoryOf(row: FeedbackReportRow, changes: StatusChangeRow[]): FeedbackStatusStep[] {
  return [
    { at: toUnix(row.report.createdAt)!, byName: row.userName, from: null, to: feedbackInitialStatus },
    ...changes.map((c) => ({
      at: toUnix(c.at)!,
      byName: c.byName ?? '',
      from: c.from as FeedbackStatus,
      to: c.to as FeedbackStatus,
    })),
  ];
}

/**
 * One report under the spec's names. `full` (manageFeedback) carries the handling record; `public` (the
 * reporter's company) only the status, its dates and history, and the corrective action (docs/decisions.md
 * "Feedback"). Both carry the status history.
 */
export function presentFeedbackReport(
  row: FeedbackReportRow,
  view: 'full' | 'public',
  changes: StatusChangeRow[] = [],
): FeedbackReport {
  const r = row.report;
  const h = r.handling;
  return {
    id: r.id,
    view,
    dateCreate: toUnix(r.createdAt)!,
    dateUpdate: toUnix(r.updatedAt)!,
    topic: r.menu as FeedbackMenu,
    subTopic: r.formType as FeedbackFormType,
    status: r.status as FeedbackStatus,
    firstResponseAt: toUnix(r.firstStatusChangeAt),
    closedAt: toUnix(r.closedAt),
    formData: r.formData,
    attachmentName: row.attachmentName ?? '',
    userFullName: row.userName,
    companyId: r.companyId,
    ownerName: row.companyName,
    centreId: row.companyNumber,
    correctiveAction: str(h.correctiveAction),
    correctiveActionDate: num(h.correctiveActionDate),
    statusHistory: statusHistoryOf(row, changes),
    handling:
      view === 'public'
        ? null
        : {
            complaintTitle: str(h.complaintTitle),
            complaintDescription: str(h.complaintDescription),
            complaintType: (r.complaintType as ComplaintType | null) ?? null,
            department: (r.department as Department | null) ?? null,
            partsCost: num(h.partsCost),
            shippingCost: num(h.shippingCost),
            extraCost: num(h.extraCost),
            findings: str(h.findings),
            rootReason: str(h.rootReason),
            correctiveAction: str(h.correctiveAction),
            correctiveActionDate: num(h.correctiveActionDate),
            preventiveAction: str(h.preventiveAction),
            preventiveActionDate: num(h.preventiveActionDate),
            effectiveAction: str(h.effectiveAction),
            effectiveActionDate: num(h.effectiveActionDate),
            handledBy: str(h.handledBy),
            closedBy: str(h.closedBy),
          },
  };
}

/** The list's columns of one report; the handling columns only for the staff's view. */
export type FeedbackListRecord = {
  id: number;
  createdAt: Date | string;
  menu: string;
  formType: string;
  subType: string;
  status: string;
  complaintType: string | null;
  department: string | null;
  pn: string;
  sn: string;
  companyName: string;
  companyNumber: string;
};

export function presentFeedbackRow(r: FeedbackListRecord, withStaffColumns: boolean): FeedbackRow {
  const created = r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt);
  return {
    id: r.id,
    dateCreate: Math.floor(created.getTime() / 1000),
    topic: r.menu as FeedbackMenu,
    subTopic: r.formType as FeedbackFormType,
    type: r.subType,
    status: r.status as FeedbackStatus,
    complaintType: withStaffColumns ? ((r.complaintType as ComplaintType | null) ?? null) : null,
    department: withStaffColumns ? ((r.department as Department | null) ?? null) : null,
    ownerName: r.companyName,
    centreId: r.companyNumber,
    pn: r.pn,
    sn: r.sn,
  };
}
