// The audit log in words (the /admin/audit screen and its Excel/PDF export say the same words): every action
// the server records, every record type, every field its before/after values carry, and how a value reads.
// Imported through `@poolside/contract/audit`, which re-exports this file.
import { feedbackWord } from './feedback-options.ts';
import { importKinds } from './master-data-columns.ts';
import type { Language } from './languages.ts';

type Words = Record<Language, string>;

/** Every action the server records (`recordAudit` takes only these, so a new one cannot go unworded). */
export const auditActions = [
  'create',
  'update',
  'update-own',
  'delete',
  'activate',
  'api-key-issue',
  'api-key-revoke',
  'twoFactor_on',
  'twoFactor_off',
  'twoFactor_reset',
  'twoFactor_recoveryCodes',
  'company.create',
  'company.update',
  'company.activate',
  'company.deactivate',
  'company.import.create',
  'company.import.update',
  'company.import.activate',
  'company.import.deactivate',
  'masterData.import',
  'rma.status',
  'rma.finish',
  'rma.refund',
  'rma.line.status',
  'rma.line.delete',
  'feedback.handle',
  'completeUnit.update',
  'completeUnit.reply',
  'popup.create',
  'popup.update',
  'popup.delete',
  'popup.import',
  'qa.update',
  'warranty.update',
  'warranty.manual',
  'warranty.review',
  'warranty.delete',
  'erasePersonalData',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Every record type the server records an action on. */
export const auditEntities = [
  'user',
  'company',
  'content',
  'rma_request',
  'rma_line',
  'feedback_report',
  'complete_unit',
  'popup_message',
  'qa_params',
  'warranty_update',
  'robot_unit',
  'retention',
  ...importKinds.map((kind) => `masterData.${kind}` as const),
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActionWords: Record<AuditAction, Words> = {
  create: { eng: 'Created', fra: 'Création', spa: 'Creación' },
  update: { eng: 'Updated', fra: 'Modification', spa: 'Modificación' },
  'update-own': {
    eng: 'Own profile updated',
    fra: "Profil modifié par l'utilisateur",
    spa: 'Perfil modificado por el usuario',
  },
  delete: { eng: 'Deleted', fra: 'Suppression', spa: 'Eliminación' },
  activate: { eng: 'User activated', fra: 'Utilisateur activé', spa: 'Usuario activado' },
  'api-key-issue': { eng: 'API key issued', fra: "Clé d'API émise", spa: 'Clave de API emitida' },
  'api-key-revoke': { eng: 'API keys revoked', fra: "Clés d'API révoquées", spa: 'Claves de API revocadas' },
  twoFactor_on: {
    eng: 'Two-step sign-in turned on',
    fra: 'Connexion en deux étapes activée',
    spa: 'Inicio de sesión en dos pasos activado',
  },
  twoFactor_off: {
    eng: 'Two-step sign-in turned off',
    fra: 'Connexion en deux étapes désactivée',
    spa: 'Inicio de sesión en dos pasos desactivado',
  },
  twoFactor_reset: {
    eng: 'Two-step sign-in reset',
    fra: 'Connexion en deux étapes réinitialisée',
    spa: 'Inicio de sesión en dos pasos restablecido',
  },
  twoFactor_recoveryCodes: {
    eng: 'New recovery codes',
    fra: 'Nouveaux codes de secours',
    spa: 'Nuevos códigos de recuperación',
  },
  'company.create': { eng: 'Company created', fra: 'Société créée', spa: 'Empresa creada' },
  'company.update': { eng: 'Company changed', fra: 'Société modifiée', spa: 'Empresa modificada' },
  'company.activate': { eng: 'Company reactivated', fra: 'Société réactivée', spa: 'Empresa reactivada' },
  'company.deactivate': { eng: 'Company deactivated', fra: 'Société désactivée', spa: 'Empresa desactivada' },
  'company.import.create': {
    eng: 'Company created (import)',
    fra: 'Société créée (import)',
    spa: 'Empresa creada (importación)',
  },
  'company.import.update': {
    eng: 'Company changed (import)',
    fra: 'Société modifiée (import)',
    spa: 'Empresa modificada (importación)',
  },
  'company.import.activate': {
    eng: 'Company reactivated (import)',
    fra: 'Société réactivée (import)',
    spa: 'Empresa reactivada (importación)',
  },
  'company.import.deactivate': {
    eng: 'Company deactivated (import)',
    fra: 'Société désactivée (import)',
    spa: 'Empresa desactivada (importación)',
  },
  'masterData.import': {
    eng: 'Master data imported',
    fra: 'Données de référence importées',
    spa: 'Datos maestros importados',
  },
  'rma.status': { eng: 'RMA status changed', fra: 'Statut du RMA modifié', spa: 'Estado del RMA cambiado' },
  'rma.finish': { eng: 'RMA finished', fra: 'RMA terminé', spa: 'RMA terminado' },
  'rma.refund': { eng: 'RMA refund', fra: 'Remboursement du RMA', spa: 'Reembolso del RMA' },
  'rma.line.status': {
    eng: 'RMA line decision',
    fra: 'Décision sur une ligne RMA',
    spa: 'Decisión sobre una línea de RMA',
  },
  'rma.line.delete': { eng: 'RMA line deleted', fra: 'Ligne RMA supprimée', spa: 'Línea de RMA eliminada' },
  'feedback.handle': { eng: 'Feedback handled', fra: 'Avis client traité', spa: 'Comentario gestionado' },
  'completeUnit.update': {
    eng: 'Complete unit updated',
    fra: 'Unité complète modifiée',
    spa: 'Unidad completa modificada',
  },
  'completeUnit.reply': {
    eng: 'Complete-unit reply',
    fra: 'Réponse sur une unité complète',
    spa: 'Respuesta sobre una unidad completa',
  },
  'popup.create': { eng: 'Message added', fra: 'Message ajouté', spa: 'Mensaje añadido' },
  'popup.update': { eng: 'Message edited', fra: 'Message modifié', spa: 'Mensaje modificado' },
  'popup.delete': { eng: 'Message deleted', fra: 'Message supprimé', spa: 'Mensaje eliminado' },
  'popup.import': {
    eng: 'Serial numbers imported',
    fra: 'Numéros de série importés',
    spa: 'Números de serie importados',
  },
  'qa.update': {
    eng: 'QA parameters updated',
    fra: 'Paramètres QA modifiés',
    spa: 'Parámetros de CC modificados',
  },
  'warranty.update': { eng: 'Warranty updated', fra: 'Garantie mise à jour', spa: 'Garantía actualizada' },
  'warranty.manual': {
    eng: 'Manual warranty dates',
    fra: 'Dates de garantie manuelles',
    spa: 'Fechas de garantía manuales',
  },
  'warranty.review': {
    eng: 'Warranty update reviewed',
    fra: 'Mise à jour de garantie examinée',
    spa: 'Actualización de garantía revisada',
  },
  'warranty.delete': {
    eng: 'Warranty update deleted',
    fra: 'Mise à jour de garantie supprimée',
    spa: 'Actualización de garantía eliminada',
  },
  erasePersonalData: {
    eng: 'Personal data erased',
    fra: 'Données personnelles effacées',
    spa: 'Datos personales borrados',
  },
};

export const auditEntityWords: Record<AuditEntity, Words> = {
  user: { eng: 'User', fra: 'Utilisateur', spa: 'Usuario' },
  company: { eng: 'Company', fra: 'Société', spa: 'Empresa' },
  content: { eng: 'Content', fra: 'Contenu', spa: 'Contenido' },
  rma_request: { eng: 'RMA request', fra: 'Demande RMA', spa: 'Solicitud de RMA' },
  rma_line: { eng: 'RMA line', fra: 'Ligne RMA', spa: 'Línea de RMA' },
  feedback_report: { eng: 'Feedback', fra: 'Avis client', spa: 'Comentario' },
  complete_unit: { eng: 'Complete unit', fra: 'Unité complète', spa: 'Unidad completa' },
  popup_message: {
    eng: 'Warranty report message',
    fra: 'Message du rapport de garantie',
    spa: 'Mensaje del informe de garantía',
  },
  qa_params: { eng: 'QA parameters', fra: 'Paramètres QA', spa: 'Parámetros de CC' },
  warranty_update: {
    eng: 'Warranty update',
    fra: 'Mise à jour de garantie',
    spa: 'Actualización de garantía',
  },
  robot_unit: { eng: 'Robot unit', fra: 'Unité robot', spa: 'Unidad de robot' },
  retention: { eng: 'Retention period', fra: 'Durée de conservation', spa: 'Periodo de conservación' },
  'masterData.brands': { eng: 'Brands (import)', fra: 'Marques (import)', spa: 'Marcas (importación)' },
  'masterData.models': {
    eng: 'Robot models (import)',
    fra: 'Modèles de robots (import)',
    spa: 'Modelos de robot (importación)',
  },
  'masterData.spares': {
    eng: 'Spare parts (import)',
    fra: 'Pièces détachées (import)',
    spa: 'Repuestos (importación)',
  },
  'masterData.workbook': {
    eng: 'Workbooks (import)',
    fra: 'Nomenclatures (import)',
    spa: 'Listas de piezas (importación)',
  },
  'masterData.documents': {
    eng: 'Documents (import)',
    fra: 'Documents (import)',
    spa: 'Documentos (importación)',
  },
  'masterData.units': {
    eng: 'Serial units (import)',
    fra: 'Unités par numéro de série (import)',
    spa: 'Unidades por número de serie (importación)',
  },
  'masterData.compatibility': {
    eng: 'Compatibility (import)',
    fra: 'Compatibilité (import)',
    spa: 'Compatibilidad (importación)',
  },
  'masterData.compatibilityFile': {
    eng: 'Compatibility file (import)',
    fra: 'Fichier de compatibilité (import)',
    spa: 'Archivo de compatibilidad (importación)',
  },
  'masterData.companies': {
    eng: 'Companies (import)',
    fra: 'Sociétés (import)',
    spa: 'Empresas (importación)',
  },
};

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

/** An action in the reader's words; a code with no word (an old entry) shows as stored. */
export function auditActionWord(language: Language, action: string): string {
  return (auditActionWords as Record<string, Words>)[action]?.[language] ?? action;
}

/** A record type in the reader's words, or as stored when it has none. */
export function auditEntityWord(language: Language, entity: string): string {
  return (auditEntityWords as Record<string, Words>)[entity]?.[language] ?? entity;
}

/** The words of the recorded codes that are not statuses (statuses: each side's own status words). */
export const auditValueWords = {
  yes: { eng: 'Yes', fra: 'Oui', spa: 'Sí' },
  no: { eng: 'No', fra: 'Non', spa: 'No' },
  language: {
    eng: { eng: 'English', fra: 'Anglais', spa: 'Inglés' },
    fra: { eng: 'French', fra: 'Français', spa: 'Francés' },
    spa: { eng: 'Spanish', fra: 'Espagnol', spa: 'Español' },
  },
  userStatus: {
    pending: { eng: 'Waiting for approval', fra: "En attente d'approbation", spa: 'Pendiente de aprobación' },
    active: { eng: 'Active', fra: 'Actif', spa: 'Activo' },
    disabled: { eng: 'Disabled', fra: 'Désactivé', spa: 'Desactivado' },
  },
  companyKind: {
    provider: { eng: 'Provider', fra: 'Fournisseur', spa: 'Proveedor' },
    distributor: { eng: 'Distributor', fra: 'Distributeur', spa: 'Distribuidor' },
    service_centre: { eng: 'Service centre', fra: 'Centre de service', spa: 'Centro de servicio' },
  },
  contentType: {
    news: { eng: 'News', fra: 'Actualité', spa: 'Noticia' },
    qa: { eng: 'FAQ', fra: 'FAQ', spa: 'Pregunta frecuente' },
    text: { eng: 'Text', fra: 'Texte', spa: 'Texto' },
  },
  importSource: {
    file: { eng: 'File', fra: 'Fichier', spa: 'Archivo' },
    json: { eng: 'ERP sync', fra: 'Synchronisation ERP', spa: 'Sincronización con el ERP' },
  },
  eraseReason: {
    request: { eng: 'On request', fra: 'Sur demande', spa: 'A petición' },
    retention: {
      eng: 'Retention period over',
      fra: 'Durée de conservation écoulée',
      spa: 'Periodo de conservación vencido',
    },
  },
  unitAction: {
    new: { eng: 'New unit', fra: 'Nouvelle unité', spa: 'Unidad nueva' },
    refund: { eng: 'Refund', fra: 'Remboursement', spa: 'Reembolso' },
  },
} as const;

type CodeList = Exclude<keyof typeof auditValueWords, 'yes' | 'no'>;

/** Which list of words a field's codes read in, by record type and field. */
function codeListOf(entity: string, field: string): CodeList | 'rmaStatus' | 'feedbackStatus' | null {
  if (field === 'language') return 'language';
  if (field === 'status') {
    if (entity === 'user') return 'userStatus';
    if (entity === 'feedback_report') return 'feedbackStatus';
    if (entity === 'rma_request' || entity === 'rma_line' || entity === 'complete_unit') return 'rmaStatus';
  }
  if (entity === 'company' && field === 'kind') return 'companyKind';
  if (entity === 'content' && field === 'type') return 'contentType';
  if (entity === 'complete_unit' && field === 'action') return 'unitAction';
  if (field === 'source') return 'importSource';
  if (field === 'reason') return 'eraseReason';
  return null;
}

const feedbackLists: Record<string, Parameters<typeof feedbackWord>[0]> = {
  menu: 'menu',
  formType: 'formType',
  subType: 'shipmentType',
  complaintType: 'complaintType',
  department: 'department',
};

/**
 * How a side writes what the words cannot: dates (dd/MM/yyyy) and moments in its own time zone, and the
 * RMA and feedback statuses in its own status words (the screens' common words, the exports' report words).
 */
export type AuditFormat = {
  language: Language;
  /** A date-only value, 'YYYY-MM-DD'. */
  date: (iso: string) => string;
  /** A moment, an ISO timestamp. */
  moment: (iso: string) => string;
  status: (kind: 'rma' | 'feedback', code: string) => string;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One recorded value as text: codes as words, dates dd/MM/yyyy, yes/no, lists and nested values readable. */
export function auditValueText(entity: string, field: string, value: unknown, format: AuditFormat): string {
  const { language } = format;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return auditValueWords[value ? 'yes' : 'no'][language];
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    // The erased fields are field names.
    if (field === 'fields') return value.map((f) => auditFieldWord(language, entity, String(f))).join(', ');
    return value.map((item) => auditValueText(entity, field, item, format)).join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A content's texts are {name, data} pairs ("title_eng": "Big news").
    if (typeof record.name === 'string' && 'data' in record)
      return `${record.name}: ${auditValueText(entity, record.name, record.data, format)}`;
    return Object.entries(record)
      .map(
        ([key, v]) => `${auditFieldWord(language, entity, key)}: ${auditValueText(entity, key, v, format)}`,
      )
      .join('; ');
  }
  const text = String(value);
  if (isoDay.test(text)) return format.date(text);
  if (isoMoment.test(text)) return format.moment(text);
  const list = codeListOf(entity, field);
  if (list === 'rmaStatus') return format.status('rma', text);
  if (list === 'feedbackStatus') return format.status('feedback', text);
  if (list) return (auditValueWords[list] as Record<string, Words>)[text]?.[language] ?? text;
  if (entity === 'feedback_report' && feedbackLists[field])
    return feedbackWord(feedbackLists[field], text, language);
  return text;
}
