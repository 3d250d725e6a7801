// The audit log's actions and record types in words (the /admin/audit screen and its Excel/PDF export say the
// same words).
import type { AuditAction, AuditEntity } from './audit-codes.ts';
import type { Language } from './languages.ts';

/** A text in each language. */
export type AuditWords = Record<Language, string>;
type Words = AuditWords;

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

/** An action in the reader's words; a code with no word (an old entry) shows as stored. */
export function auditActionWord(language: Language, action: string): string {
  return (auditActionWords as Record<string, Words>)[action]?.[language] ?? action;
}

/** A record type in the reader's words, or as stored when it has none. */
export function auditEntityWord(language: Language, entity: string): string {
  return (auditEntityWords as Record<string, Words>)[entity]?.[language] ?? entity;
}
