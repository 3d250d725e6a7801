import type { FeedbackHandlingBody, FeedbackReport } from '@poolside/contract/feedback';
import { emptyElseData } from './feedback-form';

/** The handling form's values: the record's fields, costs as typed (empty is none) and the other person. */
export type HandlingValues = {
  status: string;
  complaintTitle: string;
  complaintDescription: string;
  complaintType: string | null;
  department: string | null;
  partsCost: number | string;
  shippingCost: number | string;
  extraCost: number | string;
  findings: string;
  rootReason: string;
  correctiveAction: string;
  correctiveActionDate: number | null;
  preventiveAction: string;
  preventiveActionDate: number | null;
  effectiveAction: string;
  effectiveActionDate: number | null;
  handledBy: string;
  closedBy: string;
  elseData: typeof emptyElseData;
};

/** The form of a handled report; nobody named as handling it yet is the reader. */
export function handlingValuesOf(report: FeedbackReport, myName: string): HandlingValues {
  const h = report.handling!;
  return {
    status: report.status,
    complaintTitle: h.complaintTitle,
    complaintDescription: h.complaintDescription,
    complaintType: h.complaintType,
    department: h.department,
    partsCost: h.partsCost ?? '',
    shippingCost: h.shippingCost ?? '',
    extraCost: h.extraCost ?? '',
    findings: h.findings,
    rootReason: h.rootReason,
    correctiveAction: h.correctiveAction,
    correctiveActionDate: h.correctiveActionDate,
    preventiveAction: h.preventiveAction,
    preventiveActionDate: h.preventiveActionDate,
    effectiveAction: h.effectiveAction,
    effectiveActionDate: h.effectiveActionDate,
    handledBy: h.handledBy || myName,
    closedBy: h.closedBy,
    elseData: { ...emptyElseData, ...((report.formData.elseData ?? {}) as Partial<typeof emptyElseData>) },
  };
}

const money = (v: number | string) => (v === '' || v === null ? null : Number(v));

export function handlingBodyOf(v: HandlingValues): FeedbackHandlingBody {
  return {
    ...v,
    status: v.status as FeedbackHandlingBody['status'],
    complaintType: (v.complaintType as FeedbackHandlingBody['complaintType']) ?? null,
    department: (v.department as FeedbackHandlingBody['department']) ?? null,
    partsCost: money(v.partsCost),
    shippingCost: money(v.shippingCost),
    extraCost: money(v.extraCost),
  };
}
