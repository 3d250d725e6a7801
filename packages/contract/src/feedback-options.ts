// Customer feedback's codes (spec 03 s2-s9): the menus, the form types, the statuses, the option lists
// (stable ids, titles translated by the screen) and the words a list filter may name them by.
// Imported through `@poolside/contract/feedback`, which re-exports this file.

// ---- Menus, form types, statuses ----

/** The first menu (DESIGN.md: the payload's `menu`, the list's topic). */
export const feedbackMenus = ['robots', 'spareparts', 'technical', 'others'] as const;
export type FeedbackMenu = (typeof feedbackMenus)[number];

/** The forms (the payload's `formType`, the list's subTopic; `issues` is the website-issues form). */
export const feedbackFormTypes = [
  'shipment',
  'missingItem',
  'wrongItem',
  'brokenRobot',
  'brokenItem',
  'technical',
  'issues',
] as const;
export type FeedbackFormType = (typeof feedbackFormTypes)[number];

/** Which forms each menu opens (Shipment issues → Broken item jumps to the spares menu's form). */
export const formTypesOfMenu: Record<FeedbackMenu, readonly FeedbackFormType[]> = {
  robots: ['missingItem', 'shipment', 'wrongItem', 'brokenRobot'],
  spareparts: ['missingItem', 'shipment', 'wrongItem', 'brokenItem'],
  technical: ['technical'],
  others: ['issues'],
};

/** The shipment sub-types (the shipment menu's four buttons; the payload's `type`). */
export const shipmentTypes = [
  'stuckInCustoms',
  'didNotArrive',
  'didNotArriveOnTime',
  'wrongDestination',
] as const;
export type ShipmentType = (typeof shipmentTypes)[number];

/** Feedback statuses (spec 03 s4): a report is filed as SNT; staff set any of them freely. */
export const feedbackStatuses = ['SNT', 'REC', 'PRO', 'CLS'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackInitialStatus: FeedbackStatus = 'SNT';

// ---- Option lists (spec 03 s9): stable ids stored in reports, titles translated by the screen ----

export const incoterms = ['EXW', 'FOB', 'FCA', 'CIF', 'CIP', 'DDU'] as const;
export const shippingMethods = ['SEA', 'LCL', 'AIR', 'FEDEX', 'DHL', 'UPS'] as const;
export const defectiveParts = ['body', 'ps', 'cable', 'handle', 'cart'] as const;
export const poolSurfaces = [
  'pvcLiner',
  'cement',
  'fiberglass',
  'mosaicCeramic',
  'glassTiles',
  'stainlessSteel',
  'other',
] as const;
export const poolShapes = ['L', 'beach', 'diamond', 'kidney', 'rectangular'] as const;
/** Pool width and length dropdowns: whole metres 1 to 15. */
export const poolSizes = Array.from({ length: 15 }, (_, i) => i + 1);
export const waterTreatments = ['chlorinePills', 'saltChlorinator', 'bio', 'other'] as const;
export const waterLines = ['kerb', 'waterfallChannel', 'other'] as const;
export const complaintTypes = ['sup', 'manufacturer', 'client'] as const;
export const departments = ['development', 'production', 'documentation'] as const;
/**
 * The website-issue subjects (spec 03 s9: "8 options, values not shown"; ours, docs/decisions.md
 * "Feedback"): sign-in, page display, slowness, search and lookups, repairs/RMAs, spare-part orders,
 * documents and downloads, something else.
 */
export const websiteIssues = [
  'login',
  'display',
  'slow',
  'search',
  'repairs',
  'orders',
  'documents',
  'other',
] as const;
export const yesNo = ['yes', 'no'] as const;

export type PoolSurface = (typeof poolSurfaces)[number];
export type WaterTreatment = (typeof waterTreatments)[number];
export type WaterLine = (typeof waterLines)[number];
export type ComplaintType = (typeof complaintTypes)[number];
export type Department = (typeof departments)[number];

/** Every option list by name (the screen's translations live under `feedback:option.<list>.<id>`). */
export const feedbackOptionLists = {
  incoterms,
  shippingMethods,
  defectiveParts,
  poolSurfaces,
  poolShapes,
  waterTreatments,
  waterLines,
  complaintTypes,
  departments,
  websiteIssues,
} as const;

// ---- The codes' words (exports, notifications and the list's free-text filters) ----

type Words = Record<'eng' | 'fra' | 'spa', string>;

/**
 * The words the screens show for the codes (web: `feedback:menu.*`, `feedback:formType.*`,
 * `feedback:shipmentType.*`, `feedback:option.complaintTypes|departments.*`, `common:status.feedback.*`),
 * for what the server writes: exports, notifications. `feedback-words.test.ts` (web) keeps them equal.
 */
export const feedbackWords = {
  menu: {
    robots: { eng: 'Robots', fra: 'Robots', spa: 'Robots' },
    spareparts: { eng: 'Spare parts', fra: 'Pièces détachées', spa: 'Repuestos' },
    technical: { eng: 'Technical issues', fra: 'Problèmes techniques', spa: 'Problemas técnicos' },
    others: { eng: 'Others', fra: 'Autres', spa: 'Otros' },
  } satisfies Record<FeedbackMenu, Words>,
  formType: {
    shipment: { eng: 'Shipment issue', fra: 'Problème d’expédition', spa: 'Problema de envío' },
    missingItem: { eng: 'Missing item', fra: 'Article manquant', spa: 'Artículo faltante' },
    wrongItem: { eng: 'Wrong item', fra: 'Article erroné', spa: 'Artículo equivocado' },
    brokenRobot: { eng: 'Broken robot', fra: 'Robot endommagé', spa: 'Robot averiado' },
    brokenItem: { eng: 'Broken item', fra: 'Article endommagé', spa: 'Artículo dañado' },
    technical: { eng: 'Technical issue', fra: 'Problème technique', spa: 'Problema técnico' },
    issues: { eng: 'Website issues', fra: 'Problèmes du site', spa: 'Problemas del sitio web' },
  } satisfies Record<FeedbackFormType, Words>,
  shipmentType: {
    stuckInCustoms: { eng: 'Stuck in customs', fra: 'Bloqué en douane', spa: 'Retenido en aduana' },
    didNotArrive: { eng: 'Did not arrive', fra: 'Jamais arrivé', spa: 'No llegó' },
    didNotArriveOnTime: { eng: 'Did not arrive on time', fra: 'Arrivé en retard', spa: 'No llegó a tiempo' },
    wrongDestination: { eng: 'Wrong destination', fra: 'Mauvaise destination', spa: 'Destino equivocado' },
  } satisfies Record<ShipmentType, Words>,
  status: {
    SNT: { eng: 'Sent', fra: 'Envoyé', spa: 'Enviado' },
    REC: { eng: 'Received', fra: 'Reçu', spa: 'Recibido' },
    PRO: { eng: 'In process', fra: 'En traitement', spa: 'En proceso' },
    CLS: { eng: 'Closed', fra: 'Clôturé', spa: 'Cerrado' },
  } satisfies Record<FeedbackStatus, Words>,
  complaintType: {
    sup: { eng: 'Supplier', fra: 'Fournisseur', spa: 'Proveedor' },
    manufacturer: { eng: 'Manufacturer', fra: 'Fabricant', spa: 'Fabricante' },
    client: { eng: 'Client', fra: 'Client', spa: 'Cliente' },
  } satisfies Record<ComplaintType, Words>,
  department: {
    development: { eng: 'Development', fra: 'Développement', spa: 'Desarrollo' },
    production: { eng: 'Production', fra: 'Production', spa: 'Producción' },
    documentation: { eng: 'Documentation', fra: 'Documentation', spa: 'Documentación' },
  } satisfies Record<Department, Words>,
};

/** A code's word in a list of words, the code itself when the list does not know it (an old row). */
export function feedbackWord(
  list: keyof typeof feedbackWords,
  code: string | null | undefined,
  language: keyof Words,
): string {
  if (!code) return '';
  return (feedbackWords[list] as Record<string, Words>)[code]?.[language] ?? code;
}

/** The sub-topic as the history shows it: the form's word, then the shipment sub-type's after a dot. */
export function subTopicWord(formType: string, shipmentType: string, language: keyof Words): string {
  const form = feedbackWord('formType', formType, language);
  return shipmentType ? `${form} · ${feedbackWord('shipmentType', shipmentType, language)}` : form;
}

/** Every word of a code in the topic, sub-topic and status lists (any language), for the filters. */
const filterWordsOf = (code: string): string[] =>
  (['menu', 'formType', 'status'] as const).flatMap((list) =>
    Object.values((feedbackWords[list] as Record<string, Words>)[code] ?? {}),
  );

/** The codes of a list named by the text: the code itself, else every code whose code or word (any language) contains it, case-insensitively. */
export function codesMatching<T extends string>(codes: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...codes];
  // A code itself (a screen's select) names that code only.
  const exact = codes.filter((code) => code.toLocaleLowerCase() === needle);
  if (exact.length > 0) return exact;
  return codes.filter((code) => {
    const all = [code, ...filterWordsOf(code)];
    return all.some((w) => w.toLocaleLowerCase().includes(needle));
  });
}
