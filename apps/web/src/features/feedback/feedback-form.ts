// The creation form's values, defaults and payload: one value set for every form (spec 03 s3), the
// contract deciding which fields a form sends (feedbackFormFields) and which are missing
// (missingFeedbackFields, the server's rule too).
import {
  elseDataFieldsOf,
  type FeedbackBody,
  type FeedbackFormType,
  type FeedbackMenu,
  feedbackFormFields,
  missingFeedbackFields,
  type ShipmentType,
  serialFieldCount,
} from '@poolside/contract/feedback';
import { type UploadKind, type UploadProblem, uploadProblemOf } from '@poolside/contract/files';
import { todayDateOnly } from '../../lib/dates';

export type ElseValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  position: string;
  residentialAddress: string;
  shippingAddress: string;
};

export type FeedbackValues = {
  someoneElse: 'yes' | 'no';
  elseData: ElseValues;
  invoiceNo: string;
  description: string;
  attachment: File | null;
  incoTerm: string | null;
  shippingAgent: string;
  shippingMethod: string | null;
  pn: string;
  sn: string;
  /** Missing item: one serial per unit (qty fields). */
  sns: string[];
  qty: number | string;
  incorrectItemNo: string;
  correctItemNo: string;
  purchasedBy: string;
  purchaseDate: number | null;
  defectivePart: string | null;
  pu_fullName: string;
  pu_address: string;
  pu_phone: string;
  hasWarranty: string | null;
  poolSurface: string | null;
  poolSurfaceOther: string;
  poolShape: string | null;
  poolWidth: string | null;
  poolLength: string | null;
  eSlopeAngle: string;
  eTotalTime: string;
  waterTreatment: string | null;
  waterTreatmentOther: string;
  waterLine: string | null;
  waterLineOther: string;
  failureDescription: string;
  failureAnalysis: string;
  rootCause: string;
  files: File[];
  subject: string | null;
  issueDescription: string;
  notes: string;
  dateCreate: number | null;
};

export const emptyElseData: ElseValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  position: '',
  residentialAddress: '',
  shippingAddress: '',
};

/** The forms whose purchase date starts at today (spec 03: the broken robot form); others start empty. */
const purchaseTodayForms: readonly FeedbackFormType[] = ['brokenRobot'];

/**
 * Defaults of spec 03: someoneElse no, qty 1, the broken robot's purchase date and the website issue's date
 * today. The technical form's purchase date has no default: it is optional, and a date the user did not
 * give must not be sent as if it were known.
 */
export function initialValues(formType: FeedbackFormType, now = Date.now()): FeedbackValues {
  const today = todayDateOnly(now);
  return {
    someoneElse: 'no',
    elseData: { ...emptyElseData },
    invoiceNo: '',
    description: '',
    attachment: null,
    incoTerm: null,
    shippingAgent: '',
    shippingMethod: null,
    pn: '',
    sn: '',
    sns: [''],
    qty: 1,
    incorrectItemNo: '',
    correctItemNo: '',
    purchasedBy: '',
    purchaseDate: purchaseTodayForms.includes(formType) ? today : null,
    defectivePart: null,
    pu_fullName: '',
    pu_address: '',
    pu_phone: '',
    hasWarranty: null,
    poolSurface: null,
    poolSurfaceOther: '',
    poolShape: null,
    poolWidth: null,
    poolLength: null,
    eSlopeAngle: '',
    eTotalTime: '',
    waterTreatment: null,
    waterTreatmentOther: '',
    waterLine: null,
    waterLineOther: '',
    failureDescription: '',
    failureAnalysis: '',
    rootCause: '',
    files: [],
    subject: null,
    issueDescription: '',
    notes: '',
    dateCreate: today,
  };
}

/** Which form is open: its menu, form type, the shipment sub-type, and what the part lookup decided. */
export type FormContext = {
  menu: FeedbackMenu;
  formType: FeedbackFormType;
  shipmentType?: ShipmentType;
  /** Wrong item / broken item: the looked-up part is serial (its serial field shows). */
  isSerialPart?: boolean;
  /** Wrong item: the looked-up part is counted (its quantity field shows). */
  isCountedPart?: boolean;
};

const numberOrNull = (v: string | number | null) => {
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The payload of the open form: only its own fields (feedbackFormFields), the uploads as ids (a chosen
 * but not yet uploaded file stands as id 1, a valid id, so the rules can run before uploading).
 */
export function bodyOf(
  values: FeedbackValues,
  context: FormContext,
  uploads: { attachment: number | null; files: number[] } = {
    attachment: values.attachment ? 1 : null,
    files: [],
  },
): FeedbackBody {
  const { formType } = context;
  const all: FeedbackBody = {
    type: context.shipmentType,
    invoiceNo: values.invoiceNo,
    description: values.description,
    attachment: uploads.attachment,
    incoTerm: (values.incoTerm as FeedbackBody['incoTerm']) ?? null,
    shippingAgent: values.shippingAgent,
    shippingMethod: (values.shippingMethod as FeedbackBody['shippingMethod']) ?? null,
    pn: values.pn,
    qty: numberOrNull(values.qty),
    incorrectItemNo: values.incorrectItemNo,
    correctItemNo: values.correctItemNo,
    purchasedBy: values.purchasedBy,
    purchaseDate: values.purchaseDate,
    defectivePart: (values.defectivePart as FeedbackBody['defectivePart']) ?? null,
    pu_fullName: values.pu_fullName,
    pu_address: values.pu_address,
    pu_phone: values.pu_phone,
    hasWarranty: (values.hasWarranty as FeedbackBody['hasWarranty']) ?? null,
    poolSurface: (values.poolSurface as FeedbackBody['poolSurface']) ?? null,
    poolShape: (values.poolShape as FeedbackBody['poolShape']) ?? null,
    poolWidth: numberOrNull(values.poolWidth),
    poolLength: numberOrNull(values.poolLength),
    eSlopeAngle: values.eSlopeAngle,
    eTotalTime: values.eTotalTime,
    waterTreatment: (values.waterTreatment as FeedbackBody['waterTreatment']) ?? null,
    waterLine: (values.waterLine as FeedbackBody['waterLine']) ?? null,
    failureDescription: values.failureDescription,
    failureAnalysis: values.failureAnalysis,
    rootCause: values.rootCause,
    files: uploads.files,
    subject: (values.subject as FeedbackBody['subject']) ?? null,
    issueDescription: values.issueDescription,
    notes: values.notes,
    dateCreate: values.dateCreate,
  };
  if (formType === 'missingItem') {
    all.sn = values.sns.slice(0, serialFieldCount(values.qty)).map((s) => s.trim());
  } else {
    all.sn = values.sn;
  }
  // A part lookup decides whether the serial / quantity fields exist (spec 03 s5).
  const hidden = new Set<string>();
  if (formType === 'wrongItem') {
    if (!context.isSerialPart) hidden.add('sn');
    if (!context.isCountedPart) hidden.add('qty');
  }
  if (formType === 'brokenItem' && !context.isSerialPart) hidden.add('sn');
  const body: FeedbackBody = { menu: context.menu, formType, someoneElse: values.someoneElse };
  const target = body as Record<string, unknown>;
  const source = all as Record<string, unknown>;
  for (const key of feedbackFormFields[formType]) {
    if (!hidden.has(key)) target[key] = source[key];
  }
  if (formType === 'technical') {
    if (values.poolSurface === 'other') body.poolSurfaceOther = values.poolSurfaceOther;
    if (values.waterTreatment === 'other') body.waterTreatmentOther = values.waterTreatmentOther;
    if (values.waterLine === 'other') body.waterLineOther = values.waterLineOther;
  }
  if (values.someoneElse === 'yes') {
    const elseData: Record<string, string> = {};
    for (const key of elseDataFieldsOf(formType)) elseData[key] = values.elseData[key];
    body.elseData = elseData;
  }
  return body;
}

/** The form's missing fields as form paths (the contract's rule; a missing item's serials are `sns`). */
export function missingOf(values: FeedbackValues, context: FormContext): string[] {
  return missingFeedbackFields(bodyOf(values, context) as Parameters<typeof missingFeedbackFields>[0]);
}

/** The form fields that hold files, and the upload kind each sends (the server checks the same kind). */
export const uploadFieldKinds = { attachment: 'image', files: 'file' } as const satisfies Record<
  string,
  UploadKind
>;
export type UploadFieldName = keyof typeof uploadFieldKinds;
export type RefusedUpload = { field: UploadFieldName; file: File; problem: UploadProblem };

/** The chosen files the contract's upload rule refuses (extension of the kind, empty, too big), by field. */
export function refusedUploadsOf(values: FeedbackValues, formType: FeedbackFormType): RefusedUpload[] {
  const chosen: { field: UploadFieldName; file: File }[] = [
    ...(values.attachment ? [{ field: 'attachment' as const, file: values.attachment }] : []),
    ...(formType === 'technical' ? values.files.map((file) => ({ field: 'files' as const, file })) : []),
  ];
  return chosen.flatMap(({ field, file }) => {
    const problem = uploadProblemOf(file, uploadFieldKinds[field]);
    return problem ? [{ field, file, problem }] : [];
  });
}
