import type { Language } from '@poolside/contract/languages';
import type { RmaStatus } from '@poolside/contract/constants';

/**
 * The words of exports and printed documents in the reader's language: status codes never appear raw
 * (the web's common.json `status.*` says the same words).
 */
const statusWords: Record<Language, Record<RmaStatus, string>> = {
  eng: {
    WAT: 'Waiting',
    SNT: 'Sent',
    REC: 'Received',
    PRO: 'Processing',
    RET: 'Returned',
    REJ: 'Rejected',
    APP: 'Approved',
    CLS: 'Closed',
  },
  fra: {
    WAT: 'En attente',
    SNT: 'Envoyé',
    REC: 'Reçu',
    PRO: 'En traitement',
    RET: 'Retourné',
    REJ: 'Refusé',
    APP: 'Approuvé',
    CLS: 'Clôturé',
  },
  spa: {
    WAT: 'En espera',
    SNT: 'Enviado',
    REC: 'Recibido',
    PRO: 'En proceso',
    RET: 'Devuelto',
    REJ: 'Rechazado',
    APP: 'Aprobado',
    CLS: 'Cerrado',
  },
};

const small = {
  eng: { yes: 'Yes', no: 'No', finished: 'Finished' },
  fra: { yes: 'Oui', no: 'Non', finished: 'Terminé' },
  spa: { yes: 'Sí', no: 'No', finished: 'Terminado' },
} satisfies Record<Language, unknown>;

/** Column headers of the RMA and repair exports in French and Spanish, by column key (English: the column's own). */
const headers: Record<Exclude<Language, 'eng'>, Record<string, string>> = {
  fra: {
    id: '#',
    moovexID: 'N° client',
    clientFullName: 'Nom complet',
    userName: 'Utilisateur',
    dateSent: 'Date du RMA',
    green: 'Sous garantie',
    red: 'Hors garantie',
    qa: 'CQ',
    status: 'Statut',
    rmaStatus: 'Statut du RMA',
    finished: 'Terminé',
    invoiceNo: 'N° de facture',
    orderNo: 'N° de commande',
    refund: 'Remboursement',
    laborCost: "Coût de main-d'œuvre",
    currency: 'Devise',
    internalNumber: 'N° interne',
    robotPN: 'Réf. robot',
    robotSN: 'N° série robot',
    oldPN: 'Réf. pièce',
    oldSN: 'N° série pièce',
    newPN: 'Réf. nouvelle pièce',
    newSN: 'N° série nouvelle pièce',
    amount: 'Quantité',
    partDesc: 'Description',
    failure: 'Panne',
    repairDate: 'Date de réparation',
    partWarrantyEnd: 'Fin de garantie',
    underWarranty: 'Sous garantie',
    returnToQA: 'CQ',
    lineStatus: 'Approuvée',
    remark: 'Remarque du fabricant',
    parentID: 'RMA',
    dateCreate: 'Date du rapport',
  },
  spa: {
    id: '#',
    moovexID: 'N.º de cliente',
    clientFullName: 'Nombre completo',
    userName: 'Usuario',
    dateSent: 'Fecha del RMA',
    green: 'En garantía',
    red: 'Fuera de garantía',
    qa: 'CC',
    status: 'Estado',
    rmaStatus: 'Estado del RMA',
    finished: 'Terminado',
    invoiceNo: 'N.º de factura',
    orderNo: 'N.º de pedido',
    refund: 'Reembolso',
    laborCost: 'Coste de mano de obra',
    currency: 'Moneda',
    internalNumber: 'N.º interno',
    robotPN: 'Ref. robot',
    robotSN: 'N.º serie robot',
    oldPN: 'Ref. pieza',
    oldSN: 'N.º serie pieza',
    newPN: 'Ref. pieza nueva',
    newSN: 'N.º serie pieza nueva',
    amount: 'Cantidad',
    partDesc: 'Descripción',
    failure: 'Avería',
    repairDate: 'Fecha de reparación',
    partWarrantyEnd: 'Fin de garantía',
    underWarranty: 'En garantía',
    returnToQA: 'CC',
    lineStatus: 'Aprobada',
    remark: 'Observación del fabricante',
    parentID: 'RMA',
    dateCreate: 'Fecha del informe',
  },
};

const wordsOf = (language: Language) => (language in small ? language : 'eng');

/** An RMA status as a word; a code the table does not know is shown as stored. */
export function rmaStatusWord(language: Language, code: string): string {
  return statusWords[wordsOf(language)][code as RmaStatus] ?? code;
}

/** Lower case without accents, so "approuve" finds "Approuvé". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The RMA statuses a list's free text names: those whose code or word (in any language: the screens and the
 * exports show the words) contains the text, case and accents aside.
 */
export function rmaStatusesNamed(text: string): RmaStatus[] {
  const needle = folded(text.trim());
  if (!needle) return [];
  const words = Object.values(statusWords);
  return (Object.keys(statusWords.eng) as RmaStatus[]).filter(
    (code) => folded(code).includes(needle) || words.some((w) => folded(w[code]).includes(needle)),
  );
}

/** A line decision (APP/REJ) as the screens show it: approved yes or no; undecided is empty. */
export function lineStatusWord(language: Language, code: string | null): string {
  if (code === 'APP') return small[wordsOf(language)].yes;
  if (code === 'REJ') return small[wordsOf(language)].no;
  return '';
}

export function yesNoWord(language: Language, value: boolean): string {
  return small[wordsOf(language)][value ? 'yes' : 'no'];
}

export function finishedWord(language: Language): string {
  return small[wordsOf(language)].finished;
}

/** Headers a report words its own way (a key the shared table words otherwise), per language. */
export type OwnHeaders = Partial<Record<Exclude<Language, 'eng'>, Record<string, string>>>;

/**
 * Translated headers for export columns: the report's own words first, then the shared table, then the
 * column's English header.
 */
export function localizeColumns<C extends { key: string; header: string }>(
  language: Language,
  columns: C[],
  own: OwnHeaders = {},
): C[] {
  if (language === 'eng' || !(language in headers)) return columns;
  const table = { ...headers[language], ...own[language] };
  return columns.map((c) => ({ ...c, header: table[c.key] ?? c.header }));
}

const regionLocales: Record<Language, string> = { eng: 'en', fra: 'fr', spa: 'es' };
const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the reader's language (ICU data of Node), as the screens show it; the code if unknown. */
export function countryWord(language: Language, code: string | null | undefined): string {
  if (!code) return '';
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([regionLocales[language] ?? 'en'], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
