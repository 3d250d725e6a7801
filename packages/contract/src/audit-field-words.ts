// The fields of the audit log's before/after values in words.
import type { AuditWords as Words } from './audit-action-words.ts';
import type { AuditEntity } from './audit-codes.ts';
import type { Language } from './languages.ts';

/**
 * The fields the recorded before/after values carry (the records' columns as the services store them, and
 * the summaries some actions record). `{{n}}` is the number of a numbered field ("prefix2" → "Prefix 2").
 */
export const auditFieldWords = {
  // people and companies
  id: { eng: 'Id', fra: 'Identifiant', spa: 'Identificador' },
  name: { eng: 'Name', fra: 'Nom', spa: 'Nombre' },
  email: { eng: 'E-mail', fra: 'E-mail', spa: 'Correo electrónico' },
  phone: { eng: 'Phone', fra: 'Téléphone', spa: 'Teléfono' },
  address: { eng: 'Address', fra: 'Adresse', spa: 'Dirección' },
  city: { eng: 'City', fra: 'Ville', spa: 'Ciudad' },
  zip: { eng: 'Zip', fra: 'Code postal', spa: 'Código postal' },
  country: { eng: 'Country', fra: 'Pays', spa: 'País' },
  language: { eng: 'Language', fra: 'Langue', spa: 'Idioma' },
  status: { eng: 'Status', fra: 'Statut', spa: 'Estado' },
  typeId: { eng: 'User type', fra: "Type d'utilisateur", spa: 'Tipo de usuario' },
  companyId: { eng: 'Company', fra: 'Société', spa: 'Empresa' },
  userId: { eng: 'User', fra: 'Utilisateur', spa: 'Usuario' },
  createdBy: { eng: 'Created by', fra: 'Créé par', spa: 'Creado por' },
  createdAt: { eng: 'Created on', fra: 'Créé le', spa: 'Creado el' },
  updatedAt: { eng: 'Updated on', fra: 'Modifié le', spa: 'Modificado el' },
  lastLoginAt: { eng: 'Last sign-in', fra: 'Dernière connexion', spa: 'Último inicio de sesión' },
  gdprApproved: {
    eng: 'Privacy policy accepted',
    fra: 'Politique de confidentialité acceptée',
    spa: 'Política de privacidad aceptada',
  },
  logoFileId: { eng: 'Logo', fra: 'Logo', spa: 'Logotipo' },
  emailNotificationTypes: {
    eng: 'E-mail notifications',
    fra: 'Notifications par e-mail',
    spa: 'Notificaciones por correo electrónico',
  },
  password: { eng: 'Password', fra: 'Mot de passe', spa: 'Contraseña' },
  totpEnabledAt: {
    eng: 'Two-step sign-in since',
    fra: 'Connexion en deux étapes depuis',
    spa: 'Inicio de sesión en dos pasos desde',
  },
  totpLastStep: {
    eng: 'Last two-step code',
    fra: 'Dernier code en deux étapes',
    spa: 'Último código de dos pasos',
  },
  twoFactorEnabled: {
    eng: 'Two-step sign-in',
    fra: 'Connexion en deux étapes',
    spa: 'Inicio de sesión en dos pasos',
  },
  atLogin: { eng: 'At sign-in', fra: 'À la connexion', spa: 'Al iniciar sesión' },
  prefix: { eng: 'API key prefix', fra: "Préfixe de la clé d'API", spa: 'Prefijo de la clave de API' },
  number: { eng: 'Company number', fra: 'Numéro de société', spa: 'Número de empresa' },
  kind: { eng: 'Kind of company', fra: 'Type de société', spa: 'Tipo de empresa' },
  parentId: { eng: 'Distributor', fra: 'Distributeur', spa: 'Distribuidor' },
  priceList: { eng: 'Price list', fra: 'Liste de prix', spa: 'Lista de precios' },
  currency: { eng: 'Currency', fra: 'Devise', spa: 'Moneda' },
  brandIds: { eng: 'Visible brands', fra: 'Marques visibles', spa: 'Marcas visibles' },
  isActive: { eng: 'Active', fra: 'Active', spa: 'Activa' },
  // contents and warranty report messages
  type: { eng: 'Type', fra: 'Type', spa: 'Tipo' },
  hidden: { eng: 'Hidden', fra: 'Masqué', spa: 'Oculto' },
  locked: { eng: 'Locked', fra: 'Verrouillé', spa: 'Bloqueado' },
  props: { eng: 'Titles and texts', fra: 'Titres et textes', spa: 'Títulos y textos' },
  message: { eng: 'Message', fra: 'Message', spa: 'Mensaje' },
  snCount: { eng: 'Serial numbers', fra: 'Numéros de série', spa: 'Números de serie' },
  first: { eng: 'First serial numbers', fra: 'Premiers numéros de série', spa: 'Primeros números de serie' },
  fileName: { eng: 'File name', fra: 'Nom du fichier', spa: 'Nombre del archivo' },
  // master-data imports
  source: { eng: 'Source', fra: 'Source', spa: 'Origen' },
  rows: { eng: 'Rows', fra: 'Lignes', spa: 'Filas' },
  created: { eng: 'Created', fra: 'Créés', spa: 'Creados' },
  updated: { eng: 'Updated', fra: 'Modifiés', spa: 'Modificados' },
  unchanged: { eng: 'Unchanged', fra: 'Inchangés', spa: 'Sin cambios' },
  // RMAs and their lines
  finished: { eng: 'Finished', fra: 'Terminé', spa: 'Terminado' },
  finishedAt: { eng: 'Finished on', fra: 'Terminé le', spa: 'Terminado el' },
  dateSent: { eng: 'Sent on', fra: 'Envoyé le', spa: 'Enviado el' },
  refund: { eng: 'Refund', fra: 'Remboursement', spa: 'Reembolso' },
  laborCost: { eng: 'Labour cost', fra: "Coût de main-d'œuvre", spa: 'Coste de mano de obra' },
  refundInvoiceNo: { eng: 'Invoice number', fra: 'N° de facture', spa: 'N.º de factura' },
  refundOrderNo: { eng: 'Order number', fra: 'N° de commande', spa: 'N.º de pedido' },
  isAutoSent: { eng: 'Sent automatically', fra: 'Envoyé automatiquement', spa: 'Enviado automáticamente' },
  idempotencyKey: { eng: 'Request key', fra: 'Clé de requête', spa: 'Clave de solicitud' },
  remark: { eng: 'Maker remark', fra: 'Remarque du fabricant', spa: 'Observación del fabricante' },
  robotSn: { eng: 'Robot serial number', fra: 'N° de série du robot', spa: 'N.º de serie del robot' },
  robotPn: { eng: 'Robot part number', fra: 'Réf. du robot', spa: 'Ref. del robot' },
  oldPn: { eng: 'Part number', fra: 'Réf. de la pièce', spa: 'Ref. de la pieza' },
  oldSn: { eng: 'Part serial number', fra: 'N° de série de la pièce', spa: 'N.º de serie de la pieza' },
  newPn: { eng: 'New part number', fra: 'Réf. de la nouvelle pièce', spa: 'Ref. de la pieza nueva' },
  newSn: {
    eng: 'New serial number',
    fra: 'Nouveau numéro de série',
    spa: 'Nuevo número de serie',
  },
  amount: { eng: 'Quantity', fra: 'Quantité', spa: 'Cantidad' },
  partDesc: { eng: 'Part description', fra: 'Description de la pièce', spa: 'Descripción de la pieza' },
  complaintId: { eng: 'Complaint', fra: 'Réclamation', spa: 'Reclamación' },
  failureId: { eng: 'Failure', fra: 'Panne', spa: 'Avería' },
  description: { eng: 'Description', fra: 'Description', spa: 'Descripción' },
  technician: { eng: 'Technician', fra: 'Technicien', spa: 'Técnico' },
  internalNumber: { eng: 'Internal number', fra: 'N° interne', spa: 'N.º interno' },
  repairDate: { eng: 'Repair date', fra: 'Date de réparation', spa: 'Fecha de reparación' },
  underWarranty: { eng: 'Under warranty', fra: 'Sous garantie', spa: 'En garantía' },
  partWarrantyEnd: {
    eng: 'Part warranty end',
    fra: 'Fin de garantie de la pièce',
    spa: 'Fin de garantía de la pieza',
  },
  returnToQa: { eng: 'Return to QA', fra: 'Retour au CQ', spa: 'Devolución a CC' },
  oldFittedId: { eng: 'Removed part', fra: 'Pièce retirée', spa: 'Pieza retirada' },
  newFittedId: { eng: 'Fitted part', fra: 'Pièce posée', spa: 'Pieza montada' },
  // robots and warranty
  sn: { eng: 'Serial number', fra: 'Numéro de série', spa: 'Número de serie' },
  pn: { eng: 'Part number', fra: 'Référence', spa: 'Referencia' },
  unitId: { eng: 'Robot unit', fra: 'Unité robot', spa: 'Unidad de robot' },
  modelId: { eng: 'Robot model', fra: 'Modèle de robot', spa: 'Modelo de robot' },
  productionDate: { eng: 'Production date', fra: 'Date de production', spa: 'Fecha de producción' },
  shipDate: { eng: 'Shipping date', fra: "Date d'expédition", spa: 'Fecha de envío' },
  saleDate: { eng: 'Sale date', fra: 'Date de vente', spa: 'Fecha de venta' },
  manualStart: {
    eng: 'Manual warranty start',
    fra: 'Début de garantie manuel',
    spa: 'Inicio de garantía manual',
  },
  manualEnd: { eng: 'Manual warranty end', fra: 'Fin de garantie manuelle', spa: 'Fin de garantía manual' },
  extMonths: {
    eng: 'Extended warranty (months)',
    fra: 'Extension de garantie (mois)',
    spa: 'Ampliación de garantía (meses)',
  },
  warrantyType: { eng: 'Warranty type', fra: 'Type de garantie', spa: 'Tipo de garantía' },
  warrantyUpdated: { eng: 'Warranty updated', fra: 'Garantie mise à jour', spa: 'Garantía actualizada' },
  invoiceFileId: { eng: 'Invoice', fra: 'Facture', spa: 'Factura' },
  reviewedAt: { eng: 'Reviewed on', fra: 'Examinée le', spa: 'Revisada el' },
  reviewedBy: { eng: 'Reviewed by', fra: 'Examinée par', spa: 'Revisada por' },
  // QA parameters
  dateUpdate: { eng: 'Updated on', fra: 'Modifié le', spa: 'Modificado el' },
  saleDateStart: {
    eng: 'Sale date start',
    fra: 'Début de la date de vente',
    spa: 'Inicio de la fecha de venta',
  },
  psWeek: { eng: 'PS week', fra: 'Semaine alim.', spa: 'Semana de la fuente' },
  psYear: { eng: 'PS year', fra: 'Année alim.', spa: 'Año de la fuente' },
  psMonthlyLimit: {
    eng: 'PS monthly limit',
    fra: 'Limite mensuelle alim.',
    spa: 'Límite mensual de la fuente',
  },
  pumpWeek: { eng: 'Pump week', fra: 'Semaine pompe', spa: 'Semana de la bomba' },
  pumpYear: { eng: 'Pump year', fra: 'Année pompe', spa: 'Año de la bomba' },
  pumpMonthlyLimit: {
    eng: 'Pump monthly limit',
    fra: 'Limite mensuelle pompe',
    spa: 'Límite mensual de la bomba',
  },
  prefixN: { eng: 'Prefix {{n}}', fra: 'Préfixe {{n}}', spa: 'Prefijo {{n}}' },
  prefixNMonthlyLimit: {
    eng: 'Prefix {{n}} monthly limit',
    fra: 'Limite mensuelle du préfixe {{n}}',
    spa: 'Límite mensual del prefijo {{n}}',
  },
  serviceCenterN: {
    eng: 'Service centre {{n}}',
    fra: 'Centre de service {{n}}',
    spa: 'Centro de servicio {{n}}',
  },
  // complete units
  dateArrived: { eng: 'Arrival date', fra: "Date d'arrivée", spa: 'Fecha de llegada' },
  firstName: { eng: 'First name', fra: 'Prénom', spa: 'Nombre de pila' },
  lastName: { eng: 'Last name', fra: 'Nom de famille', spa: 'Apellido' },
  purchaseDate: { eng: 'Purchase date', fra: "Date d'achat", spa: 'Fecha de compra' },
  purchasedFrom: { eng: 'Purchased from', fra: 'Acheté chez', spa: 'Comprado en' },
  otherComplaint: { eng: 'Other complaint', fra: 'Autre réclamation', spa: 'Otra reclamación' },
  suspiciousPartId: { eng: 'Suspicious part', fra: 'Pièce suspecte', spa: 'Pieza sospechosa' },
  poolSurfaceId: { eng: 'Pool surface', fra: 'Revêtement de la piscine', spa: 'Revestimiento de la piscina' },
  poolShapeId: { eng: 'Pool shape', fra: 'Forme de la piscine', spa: 'Forma de la piscina' },
  poolWidth: { eng: 'Pool width', fra: 'Largeur de la piscine', spa: 'Ancho de la piscina' },
  poolLength: { eng: 'Pool length', fra: 'Longueur de la piscine', spa: 'Largo de la piscina' },
  comments: { eng: 'Comments', fra: 'Commentaires', spa: 'Comentarios' },
  technicianComments: {
    eng: 'Technician comments',
    fra: 'Commentaires du technicien',
    spa: 'Comentarios del técnico',
  },
  action: { eng: 'Action', fra: 'Action', spa: 'Acción' },
  creditAmount: { eng: 'Credit amount', fra: "Montant de l'avoir", spa: 'Importe del abono' },
  creditCurrency: { eng: 'Credit currency', fra: "Devise de l'avoir", spa: 'Moneda del abono' },
  makerComment: { eng: 'Maker comment', fra: 'Commentaire du fabricant', spa: 'Comentario del fabricante' },
  // feedback
  clientKey: { eng: 'Submission key', fra: "Clé d'envoi", spa: 'Clave de envío' },
  menu: { eng: 'Topic', fra: 'Sujet', spa: 'Tema' },
  formType: { eng: 'Sub-topic', fra: 'Sous-sujet', spa: 'Subtema' },
  subType: { eng: 'Shipment issue', fra: "Problème d'expédition", spa: 'Problema de envío' },
  attachmentFileId: { eng: 'Attachment', fra: 'Pièce jointe', spa: 'Archivo adjunto' },
  fileIds: { eng: 'Files', fra: 'Fichiers', spa: 'Archivos' },
  formData: { eng: 'Form answers', fra: 'Réponses du formulaire', spa: 'Respuestas del formulario' },
  complaintType: { eng: 'Complaint type', fra: 'Type de réclamation', spa: 'Tipo de reclamación' },
  department: { eng: 'Department', fra: 'Service', spa: 'Departamento' },
  handling: { eng: 'Handling', fra: 'Traitement', spa: 'Gestión' },
  firstStatusChangeAt: {
    eng: 'First status change',
    fra: 'Premier changement de statut',
    spa: 'Primer cambio de estado',
  },
  closedAt: { eng: 'Closed on', fra: 'Clôturé le', spa: 'Cerrado el' },
  // personal data erasure
  fields: { eng: 'Erased fields', fra: 'Champs effacés', spa: 'Campos borrados' },
  erased: { eng: 'Erased', fra: 'Effacé', spa: 'Borrado' },
  reason: { eng: 'Reason', fra: 'Motif', spa: 'Motivo' },
  retentionDays: {
    eng: 'Retention (days)',
    fra: 'Conservation (jours)',
    spa: 'Conservación (días)',
  },
  completeUnits: { eng: 'Complete units', fra: 'Unités complètes', spa: 'Unidades completas' },
  feedbackReports: { eng: 'Feedback reports', fra: 'Avis clients', spa: 'Comentarios' },
  elseData: { eng: 'Other person', fra: 'Autre personne', spa: 'Otra persona' },
  purchasedBy: { eng: 'Purchased by', fra: 'Acheté par', spa: 'Comprado por' },
  pu_fullName: { eng: "Purchaser's name", fra: "Nom de l'acheteur", spa: 'Nombre del comprador' },
  pu_address: { eng: "Purchaser's address", fra: "Adresse de l'acheteur", spa: 'Dirección del comprador' },
  pu_phone: { eng: "Purchaser's phone", fra: "Téléphone de l'acheteur", spa: 'Teléfono del comprador' },
} satisfies Record<string, Words>;
export type AuditField = keyof typeof auditFieldWords;

/** A field whose name differs by record type ("parentId" of an RMA line is its RMA, of a company its distributor). */
const fieldWordsOf: Partial<Record<AuditEntity, Partial<Record<string, Words>>>> = {
  rma_line: {
    parentId: { eng: 'RMA', fra: 'RMA', spa: 'RMA' },
    status: { eng: 'Decision', fra: 'Décision', spa: 'Decisión' },
  },
};

/** Numbered fields of the QA parameters ("prefix2", "prefix2MonthlyLimit", "serviceCenter3"): one word each. */
const numberedFields = [
  { pattern: /^prefix(\d+)$/, field: 'prefixN' },
  { pattern: /^prefix(\d+)MonthlyLimit$/, field: 'prefixNMonthlyLimit' },
  { pattern: /^serviceCenter(\d+)$/, field: 'serviceCenterN' },
] as const;

/** A recorded field in the reader's words; a field with no word (an old entry) shows as stored. */
export function auditFieldWord(language: Language, entity: string, field: string): string {
  const own = fieldWordsOf[entity as AuditEntity]?.[field];
  if (own) return own[language];
  for (const { pattern, field: numbered } of numberedFields) {
    const n = field.match(pattern)?.[1];
    if (n) return auditFieldWords[numbered][language].replace('{{n}}', n);
  }
  return (auditFieldWords as Record<string, Words>)[field]?.[language] ?? field;
}
