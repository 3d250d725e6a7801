import type { NotificationType } from '@poolside/contract/constants';
import type { Language } from '@poolside/contract/languages';

type Params = Record<string, unknown>;
type Text = { title: string; text: string };
type Render = (p: (key: string) => string, params: Params) => Text;

/** A localised parameter: {eng, fra, spa} objects (e.g. a news title) pick the reader's language. */
function localised(params: Params, key: string, language: Language): string {
  const v = params[key];
  if (v && typeof v === 'object') {
    const byLang = v as Record<string, unknown>;
    return String(byLang[language] || byLang.eng || '');
  }
  return v === undefined || v === null ? '' : String(v);
}

/** RMA status codes as words (the screen never shows "REC"): the same words as the web's status.rma. */
const rmaStatusWords: Record<string, Record<Language, string>> = {
  WAT: { eng: 'Waiting', fra: 'En attente', spa: 'En espera' },
  SNT: { eng: 'Sent', fra: 'Envoyé', spa: 'Enviado' },
  REC: { eng: 'Received', fra: 'Reçu', spa: 'Recibido' },
  PRO: { eng: 'Processing', fra: 'En traitement', spa: 'En proceso' },
  RET: { eng: 'Returned', fra: 'Retourné', spa: 'Devuelto' },
  REJ: { eng: 'Rejected', fra: 'Refusé', spa: 'Rechazado' },
  APP: { eng: 'Approved', fra: 'Approuvé', spa: 'Aprobado' },
  CLS: { eng: 'Closed', fra: 'Clôturé', spa: 'Cerrado' },
};

/** A status parameter as a word: a localised object as is, a known code translated, else the text. */
function statusWord(params: Params, language: Language): string {
  const value = params.status;
  if (typeof value === 'string' && rmaStatusWords[value]) return rmaStatusWords[value][language];
  return localised(params, 'status', language);
}

/**
 * The words of every notification type, in eng, fra and spa, rendered when read (docs/decisions.md,
 * "Notifications", says which event creates each type).
 */
const texts: Record<NotificationType, Record<Language, Render>> = {
  PNC: {
    eng: (p) => ({ title: 'Part number changed', text: `Part ${p('oldPN')} is replaced by ${p('newPN')}.` }),
    fra: (p) => ({
      title: 'Référence modifiée',
      text: `La pièce ${p('oldPN')} est remplacée par ${p('newPN')}.`,
    }),
    spa: (p) => ({
      title: 'Referencia modificada',
      text: `La pieza ${p('oldPN')} se sustituye por ${p('newPN')}.`,
    }),
  },
  // `finished`: the admin finished the review (the line decisions and remarks are final).
  RMA: {
    eng: (p, params) => ({
      title: `RMA #${p('rmaId')} ${params.finished ? 'reviewed' : 'updated'}`,
      text: `The status of RMA #${p('rmaId')} is now ${p('status')}.${params.finished ? ' Its review is finished: see the decision on each line.' : ''}`,
    }),
    fra: (p, params) => ({
      title: `RMA n°${p('rmaId')} ${params.finished ? 'traité' : 'mis à jour'}`,
      text: `Le statut du RMA n°${p('rmaId')} est maintenant ${p('status')}.${params.finished ? ' Son examen est terminé : voyez la décision de chaque ligne.' : ''}`,
    }),
    spa: (p, params) => ({
      title: `RMA n.º ${p('rmaId')} ${params.finished ? 'revisado' : 'actualizado'}`,
      text: `El estado del RMA n.º ${p('rmaId')} es ahora ${p('status')}.${params.finished ? ' Su revisión ha terminado: vea la decisión de cada línea.' : ''}`,
    }),
  },
  COM: {
    eng: (p) => ({
      title: 'Complete-unit request answered',
      text: `Request #${p('requestId')} for robot ${p('sn')}: ${p('status')}.`,
    }),
    fra: (p) => ({
      title: 'Demande d’unité complète traitée',
      text: `Demande n°${p('requestId')} pour le robot ${p('sn')} : ${p('status')}.`,
    }),
    spa: (p) => ({
      title: 'Solicitud de unidad completa respondida',
      text: `Solicitud n.º ${p('requestId')} del robot ${p('sn')}: ${p('status')}.`,
    }),
  },
  // A report was filed (to the users who manage feedback); subTopic is {eng, fra, spa}.
  FEE: {
    eng: (p) => ({
      title: `New feedback report #${p('feedbackId')}`,
      text: `${p('companyName')} sent a feedback report (${p('subTopic')}).`,
    }),
    fra: (p) => ({
      title: `Nouvel avis client n°${p('feedbackId')}`,
      text: `${p('companyName')} a envoyé un avis client (${p('subTopic')}).`,
    }),
    spa: (p) => ({
      title: `Nueva opinión de cliente n.º ${p('feedbackId')}`,
      text: `${p('companyName')} ha enviado una opinión de cliente (${p('subTopic')}).`,
    }),
  },
  NWB: {
    eng: (p) => ({
      title: 'New brand available',
      text: `The brand ${p('brandName')} is now available to you.`,
    }),
    fra: (p) => ({
      title: 'Nouvelle marque disponible',
      text: `La marque ${p('brandName')} vous est désormais accessible.`,
    }),
    spa: (p) => ({
      title: 'Nueva marca disponible',
      text: `La marca ${p('brandName')} ya está disponible para usted.`,
    }),
  },
  NTW: {
    eng: (p) => ({ title: 'Warranty updated', text: `The warranty of robot ${p('sn')} was updated.` }),
    fra: (p) => ({
      title: 'Garantie mise à jour',
      text: `La garantie du robot ${p('sn')} a été mise à jour.`,
    }),
    spa: (p) => ({
      title: 'Garantía actualizada',
      text: `La garantía del robot ${p('sn')} se ha actualizado.`,
    }),
  },
  NTR: {
    eng: (p) => ({
      title: 'Warranty update rejected',
      text: `The warranty update of robot ${p('sn')} was rejected; the robot keeps its original warranty.`,
    }),
    fra: (p) => ({
      title: 'Mise à jour de garantie refusée',
      text: `La mise à jour de garantie du robot ${p('sn')} a été refusée ; le robot garde sa garantie d’origine.`,
    }),
    spa: (p) => ({
      title: 'Actualización de garantía rechazada',
      text: `La actualización de garantía del robot ${p('sn')} ha sido rechazada; el robot conserva su garantía original.`,
    }),
  },
  NEW: {
    eng: (_p, params) => ({ title: 'News', text: localised(params, 'title', 'eng') }),
    fra: (_p, params) => ({ title: 'Actualité', text: localised(params, 'title', 'fra') }),
    spa: (_p, params) => ({ title: 'Noticia', text: localised(params, 'title', 'spa') }),
  },
  ORD: {
    eng: (p) => ({
      title: `Order #${p('orderId')} updated`,
      text: `The status of order #${p('orderId')} is now ${p('status')}.`,
    }),
    fra: (p) => ({
      title: `Commande n°${p('orderId')} mise à jour`,
      text: `Le statut de la commande n°${p('orderId')} est maintenant ${p('status')}.`,
    }),
    spa: (p) => ({
      title: `Pedido n.º ${p('orderId')} actualizado`,
      text: `El estado del pedido n.º ${p('orderId')} es ahora ${p('status')}.`,
    }),
  },
  CNT: {
    eng: (p) => ({
      title: 'New contact message',
      text: `${p('fullName') || p('email')} wrote through the contact form.`,
    }),
    fra: (p) => ({
      title: 'Nouveau message de contact',
      text: `${p('fullName') || p('email')} a écrit via le formulaire de contact.`,
    }),
    spa: (p) => ({
      title: 'Nuevo mensaje de contacto',
      text: `${p('fullName') || p('email')} ha escrito mediante el formulario de contacto.`,
    }),
  },
  NWD: {
    eng: (p) => ({ title: 'New document', text: `${p('documentName')} is available for ${p('modelName')}.` }),
    fra: (p) => ({
      title: 'Nouveau document',
      text: `${p('documentName')} est disponible pour ${p('modelName')}.`,
    }),
    spa: (p) => ({
      title: 'Nuevo documento',
      text: `${p('documentName')} está disponible para ${p('modelName')}.`,
    }),
  },
  USR: {
    eng: (p) => ({
      title: 'User awaiting activation',
      text: `${p('userName')} (${p('companyName')}) awaits activation.`,
    }),
    fra: (p) => ({
      title: 'Utilisateur en attente d’activation',
      text: `${p('userName')} (${p('companyName')}) attend son activation.`,
    }),
    spa: (p) => ({
      title: 'Usuario pendiente de activación',
      text: `${p('userName')} (${p('companyName')}) espera su activación.`,
    }),
  },
  UAP: {
    eng: () => ({
      title: 'Account activated',
      text: 'Your account was approved. Welcome to Poolside Portal!',
    }),
    fra: () => ({
      title: 'Compte activé',
      text: 'Votre compte a été approuvé. Bienvenue sur Poolside Portal !',
    }),
    spa: () => ({
      title: 'Cuenta activada',
      text: 'Su cuenta ha sido aprobada. ¡Bienvenido a Poolside Portal!',
    }),
  },
  // The provider changed the status of a feedback report (to its reporter); status is {eng, fra, spa}.
  FEC: {
    eng: (p) => ({
      title: `Feedback #${p('feedbackId')} updated`,
      text: `Your feedback report #${p('feedbackId')} is now ${p('status')}.`,
    }),
    fra: (p) => ({
      title: `Avis client n°${p('feedbackId')} mis à jour`,
      text: `Votre avis client n°${p('feedbackId')} est maintenant : ${p('status')}.`,
    }),
    spa: (p) => ({
      title: `Opinión de cliente n.º ${p('feedbackId')} actualizada`,
      text: `Su opinión de cliente n.º ${p('feedbackId')} está ahora: ${p('status')}.`,
    }),
  },
};

/** Title and text of a notification in the reader's language. */
export function renderNotification(type: NotificationType, params: Params, language: Language): Text {
  const render = texts[type]?.[language] ?? texts[type]?.eng;
  if (!render) return { title: type, text: '' };
  const p = (key: string) =>
    key === 'status' ? statusWord(params, language) : localised(params, key, language);
  return render(p, params);
}
