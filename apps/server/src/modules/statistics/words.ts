import { complaintTypes, departments } from '@poolside/contract/feedback';
import type { Language } from '@poolside/contract/languages';
import type { StatisticsReportType } from '@poolside/contract/statistics';

// The words of the statistics Excel files in the reader's language (the screen's are the web's
// locales/*/reports.json, the same words).

type Words = Record<Language, string>;

const titles: Record<StatisticsReportType, Words> = {
  RMA: { eng: 'RMA', fra: 'RMA', spa: 'RMA' },
  USERS_LOGINS: { eng: 'Users logins', fra: 'Connexions des utilisateurs', spa: 'Inicios de sesión' },
  FILE_VIEWS: { eng: 'File views', fra: 'Consultations de fichiers', spa: 'Visualizaciones de archivos' },
  PAGE_VIEWS: { eng: 'Page views', fra: 'Pages vues', spa: 'Páginas vistas' },
  COMPLETE_UNIT_REQUESTS: {
    eng: 'Complete unit requests',
    fra: "Demandes d'unités complètes",
    spa: 'Solicitudes de unidades completas',
  },
  FEEDBACK: { eng: 'Feedback', fra: 'Avis clients', spa: 'Opiniones de clientes' },
  FEEDBACK_BY_CUSTOMER: { eng: 'Feedback by customer', fra: 'Avis par client', spa: 'Opiniones por cliente' },
  FEEDBACK_BY_DEPARTMENT: {
    eng: 'Feedback by department',
    fra: 'Avis par service',
    spa: 'Opiniones por departamento',
  },
  FEEDBACK_BY_ROOT_CAUSE: {
    eng: 'Feedback by root cause',
    fra: 'Avis par cause première',
    spa: 'Opiniones por causa raíz',
  },
  FEEDBACK_BY_COMPLAINT_TYPE: {
    eng: 'Feedback by complaint type',
    fra: 'Avis par type de réclamation',
    spa: 'Opiniones por tipo de reclamación',
  },
  FEEDBACK_RESPONSE_TIME: {
    eng: 'Feedback response time',
    fra: 'Délai de réponse aux avis',
    spa: 'Tiempo de respuesta',
  },
  UNUSUAL_CUSTOMER_FEEDBACKS: {
    eng: 'Unusual customer feedbacks',
    fra: 'Avis clients inhabituels',
    spa: 'Opiniones inusuales',
  },
  QA: { eng: 'QA', fra: 'Contrôle qualité', spa: 'Control de calidad' },
};

const headers: Record<string, Words> = {
  period: { eng: 'Period', fra: 'Période', spa: 'Período' },
  rmas: { eng: 'RMAs', fra: 'Nombre de RMA', spa: 'Número de RMA' },
  lines: { eng: 'Lines', fra: 'Lignes', spa: 'Líneas' },
  green: { eng: 'Under warranty', fra: 'Sous garantie', spa: 'En garantía' },
  red: { eng: 'Not under warranty', fra: 'Hors garantie', spa: 'Fuera de garantía' },
  userName: { eng: 'User', fra: 'Utilisateur', spa: 'Usuario' },
  email: { eng: 'E-mail', fra: 'Adresse e-mail', spa: 'Correo electrónico' },
  clientNumber: { eng: 'Customer number', fra: 'N° client', spa: 'N.º de cliente' },
  clientName: { eng: 'Customer', fra: 'Client', spa: 'Cliente' },
  logins: { eng: 'Logins', fra: 'Connexions', spa: 'Inicios de sesión' },
  lastLogin: { eng: 'Last login', fra: 'Dernière connexion', spa: 'Último inicio de sesión' },
  fileName: { eng: 'File', fra: 'Fichier', spa: 'Archivo' },
  views: { eng: 'Views', fra: 'Consultations', spa: 'Visualizaciones' },
  users: { eng: 'Users', fra: 'Utilisateurs', spa: 'Usuarios' },
  customers: { eng: 'Customers', fra: 'Clients', spa: 'Clientes' },
  page: { eng: 'Page', fra: 'Page', spa: 'Página' },
  requests: { eng: 'Requests', fra: 'Demandes', spa: 'Solicitudes' },
  newUnits: { eng: 'New units', fra: 'Nouvelles unités', spa: 'Unidades nuevas' },
  refunds: { eng: 'Refunds', fra: 'Remboursements', spa: 'Reembolsos' },
  reports: { eng: 'Reports', fra: 'Avis', spa: 'Opiniones' },
  sent: { eng: 'Sent', fra: 'Envoyé', spa: 'Enviado' },
  received: { eng: 'Received', fra: 'Reçu', spa: 'Recibido' },
  inProcess: { eng: 'Processing', fra: 'En traitement', spa: 'En proceso' },
  closed: { eng: 'Closed', fra: 'Clôturé', spa: 'Cerrado' },
  open: { eng: 'Open', fra: 'Ouvert', spa: 'Abierto' },
  department: { eng: 'Department', fra: 'Service', spa: 'Departamento' },
  rootReason: { eng: 'Root cause', fra: 'Cause première', spa: 'Causa raíz' },
  complaintType: { eng: 'Complaint type', fra: 'Type de réclamation', spa: 'Tipo de reclamación' },
  onTime: { eng: 'Answered in time', fra: 'Répondu à temps', spa: 'Respondido a tiempo' },
  late: { eng: 'Answered late', fra: 'Répondu en retard', spa: 'Respondido con retraso' },
  waitingLate: { eng: 'Overdue', fra: 'En retard, sans réponse', spa: 'Vencido sin respuesta' },
  waiting: { eng: 'Waiting', fra: 'En attente', spa: 'En espera' },
  avgResponseDays: {
    eng: 'Average days to answer',
    fra: 'Délai moyen de réponse (jours)',
    spa: 'Días promedio de respuesta',
  },
  lastReport: { eng: 'Last report', fra: 'Dernier avis', spa: 'Última opinión' },
  partPN: { eng: 'Part PN', fra: 'Réf. pièce', spa: 'Ref. pieza' },
  qaLines: { eng: 'Sent to QA', fra: 'Envoyées au CQ', spa: 'Enviadas a CC' },
};

const codeWords: Record<string, Words> = {
  development: { eng: 'Development', fra: 'Développement', spa: 'Desarrollo' },
  production: { eng: 'Production', fra: 'Production', spa: 'Producción' },
  documentation: { eng: 'Documentation', fra: 'Documentation', spa: 'Documentación' },
  sup: { eng: 'Supplier', fra: 'Fournisseur', spa: 'Proveedor' },
  manufacturer: { eng: 'Manufacturer', fra: 'Fabricant', spa: 'Fabricante' },
  client: { eng: 'Client', fra: 'Client', spa: 'Cliente' },
};
const none: Words = { eng: 'Not stated', fra: 'Non renseigné', spa: 'Sin indicar' };

const languageOf = (language: string): Language =>
  language === 'fra' || language === 'spa' ? language : 'eng';

export function reportTitle(language: string, type: StatisticsReportType): string {
  return titles[type][languageOf(language)];
}

export function columnHeader(language: string, key: string): string {
  return headers[key]?.[languageOf(language)] ?? key;
}

/** A department or complaint-type code, or a root reason, as a word; '' is "not stated". */
export function codeWord(language: string, code: string): string {
  if (code === '') return none[languageOf(language)];
  return codeWords[code]?.[languageOf(language)] ?? code;
}

/** Every code the words know (checked by the tests against the contract's lists). */
export const wordedCodes = [...departments, ...complaintTypes];
