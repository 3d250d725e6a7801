import {
  type CompleteUnit,
  type CompleteUnitAction,
  type CompleteUnitBody,
  type CompleteUnitStatus,
  completeUnitInitialStatus,
  missingUnitFields,
  type UnitField,
  type UnitOptions,
} from '@poolside/contract/complete-units';

/** The wizard's form values (ids as strings for the selects, the invoice as a new file or the stored id). */
export type UnitValues = {
  sn: string;
  dateArrived: number | null;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  purchaseDate: number | null;
  purchasedFrom: string;
  invoice: File | null;
  invoiceId: number | null;
  complaint: string | null;
  otherComplaint: string;
  suspiciousPart: string | null;
  poolSurface: string | null;
  poolShape: string | null;
  poolWidth: number | string;
  poolLength: number | string;
  comments: string;
  technicianComments: string;
  action: CompleteUnitAction | null;
  newSN: string;
  status: CompleteUnitStatus | null;
  aquaCreditAmount: number | string;
  /** The screen's currency words: USD, EUR, NIS (stored as ILS). */
  aquaCreditCurrency: 'USD' | 'EUR' | 'NIS' | null;
  aquaComment: string;
};

export const emptyUnitValues: UnitValues = {
  sn: '',
  dateArrived: null,
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  country: '',
  phone: '',
  email: '',
  purchaseDate: null,
  purchasedFrom: '',
  invoice: null,
  invoiceId: null,
  complaint: null,
  otherComplaint: '',
  suspiciousPart: null,
  poolSurface: null,
  poolShape: null,
  poolWidth: '',
  poolLength: '',
  comments: '',
  technicianComments: '',
  action: null,
  newSN: '',
  status: null,
  aquaCreditAmount: '',
  aquaCreditCurrency: null,
  aquaComment: '',
};

const idOf = (v: string | null) => (v ? Number(v) : null);
const numberOf = (v: number | string) => (v === '' || v === null ? null : Number(v));
const textOf = (v: number | null) => (v === null ? null : String(v));

/** A loaded request as form values. */
export function valuesOf(r: CompleteUnit): UnitValues {
  return {
    ...emptyUnitValues,
    sn: r.sn,
    dateArrived: r.dateArrived,
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    city: r.city,
    country: r.country,
    phone: r.phone,
    email: r.email,
    purchaseDate: r.purchaseDate,
    purchasedFrom: r.purchasedFrom,
    invoiceId: r.invoice,
    complaint: textOf(r.complaint),
    otherComplaint: r.otherComplaint,
    suspiciousPart: textOf(r.suspiciousPart),
    poolSurface: textOf(r.poolSurface),
    poolShape: textOf(r.poolShape),
    poolWidth: r.poolWidth ?? '',
    poolLength: r.poolLength ?? '',
    comments: r.comments,
    technicianComments: r.technicianComments,
    action: r.action,
    newSN: r.newSN,
    status: r.status,
    aquaCreditAmount: r.aquaCreditAmount ?? '',
    aquaCreditCurrency: r.aquaCreditCurrency === 'ILS' ? 'NIS' : r.aquaCreditCurrency,
    aquaComment: r.aquaComment,
  };
}

/** The payload (the uploaded invoice's id given); the reply stage only when the reader may send it. */
export function bodyOf(v: UnitValues, invoice: number | null, withReply: boolean): CompleteUnitBody {
  return {
    sn: v.sn,
    dateArrived: v.dateArrived,
    firstName: v.firstName,
    lastName: v.lastName,
    address: v.address,
    city: v.city,
    country: v.country,
    phone: v.phone,
    email: v.email,
    purchaseDate: v.purchaseDate,
    purchasedFrom: v.purchasedFrom,
    invoice,
    complaint: idOf(v.complaint),
    otherComplaint: v.otherComplaint,
    suspiciousPart: idOf(v.suspiciousPart),
    poolSurface: idOf(v.poolSurface),
    poolShape: idOf(v.poolShape),
    poolWidth: numberOf(v.poolWidth),
    poolLength: numberOf(v.poolLength),
    comments: v.comments,
    technicianComments: v.technicianComments,
    action: v.action,
    newSN: v.action === 'new' ? v.newSN : '',
    ...(withReply
      ? {
          status: v.status ?? undefined,
          aquaCreditAmount: numberOf(v.aquaCreditAmount),
          aquaCreditCurrency: v.aquaCreditCurrency,
          aquaComment: v.aquaComment,
        }
      : {}),
  };
}

/** The contract's required rule on the form (a chosen file counts as the invoice). */
export function missingOf(v: UnitValues, options: UnitOptions | undefined, isNew: boolean): UnitField[] {
  return missingUnitFields(
    {
      ...v,
      invoice: v.invoice ? -1 : v.invoiceId,
      complaint: idOf(v.complaint),
      suspiciousPart: idOf(v.suspiciousPart),
    },
    { isNew, complaints: options?.complaints ?? [] },
  );
}

/** The five stages of spec 02 and the required fields each holds. */
export const stages = ['robot', 'customer', 'failure', 'investigation', 'actions'] as const;
export type Stage = (typeof stages)[number];
export const stageOf: Record<UnitField, Stage> = {
  sn: 'robot',
  dateArrived: 'robot',
  firstName: 'customer',
  purchaseDate: 'customer',
  invoice: 'customer',
  complaint: 'failure',
  otherComplaint: 'failure',
  suspiciousPart: 'failure',
  comments: 'investigation',
  action: 'actions',
  newSN: 'actions',
};

/** Every form path of the wizard and the stage that shows it (a refused field opens its stage). */
export const fieldStage: Record<keyof UnitValues, Stage | 'reply'> = {
  ...stageOf,
  lastName: 'customer',
  address: 'customer',
  city: 'customer',
  country: 'customer',
  phone: 'customer',
  email: 'customer',
  purchasedFrom: 'customer',
  invoiceId: 'customer',
  poolSurface: 'failure',
  poolShape: 'failure',
  poolWidth: 'failure',
  poolLength: 'failure',
  technicianComments: 'investigation',
  status: 'reply',
  aquaCreditAmount: 'reply',
  aquaCreditCurrency: 'reply',
  aquaComment: 'reply',
};

/** The stage of a form path or a server field ('email', 'aquaCreditCurrency'); null for others ('id'). */
export function stageOfPath(path: string): Stage | 'reply' | null {
  return fieldStage[path.split('.')[0] as keyof UnitValues] ?? null;
}

/** The first stage, in the wizard's order, that holds one of these paths. */
export function firstStageOf(paths: string[]): Stage | 'reply' | null {
  const held = new Set(paths.map(stageOfPath));
  return [...stages, 'reply' as const].find((stage) => held.has(stage)) ?? null;
}

/** Has the maker answered (a status past the initial one, a credit or a comment)? The wizard opens on it. */
export function isAnswered(r: CompleteUnit): boolean {
  return r.status !== completeUnitInitialStatus || r.aquaCreditAmount !== null || r.aquaComment.trim() !== '';
}
