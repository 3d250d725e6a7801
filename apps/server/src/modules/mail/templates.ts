import type { Language } from '@poolside/contract/languages';

/** A rendered mail: subject, plain-text paragraphs, optional call-to-action link. */
export type MailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

type Render<P> = (p: P) => MailContent;

/**
 * Every mail the portal sends, in eng, fra and spa. To add one: name its params here, write its three
 * renderings below, then call `enqueueMail(tx, {to, template, language, params})` where it happens.
 */
export type MailParams = {
  passwordReset: { name: string; link: string; validMinutes: number };
  userPending: { adminName: string; userName: string; userEmail: string; companyName: string; link: string };
  userApproved: { name: string; link: string };
  notification: { name: string; title: string; text: string; link: string };
  contactMessage: {
    fullName: string;
    company: string;
    email: string;
    phone: string;
    message: string;
    fileLink: string | null;
  };
  /** A placed spare-parts order (its lines and totals already written in the reader's language). */
  orderPlaced: {
    name: string;
    orderId: number;
    lines: string[];
    shipping: string;
    total: string;
    shipTo: string;
    link: string;
  };
};
export type MailTemplate = keyof MailParams;

export const mailTemplates: { [T in MailTemplate]: Record<Language, Render<MailParams[T]>> } = {
  passwordReset: {
    eng: (p) => ({
      subject: 'Reset your Poolside Portal password',
      paragraphs: [
        `Hello ${p.name},`,
        'We received a request to reset the password of your Poolside Portal account.',
        `The link below is valid for ${p.validMinutes} minutes and can be used once.`,
        'If you did not ask for this, ignore this message: your password stays unchanged.',
      ],
      action: { label: 'Choose a new password', url: p.link },
    }),
    fra: (p) => ({
      subject: 'Réinitialisez votre mot de passe Poolside Portal',
      paragraphs: [
        `Bonjour ${p.name},`,
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Poolside Portal.',
        `Le lien ci-dessous est valable ${p.validMinutes} minutes et ne peut servir qu’une fois.`,
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: p.link },
    }),
    spa: (p) => ({
      subject: 'Restablezca su contraseña de Poolside Portal',
      paragraphs: [
        `Hola, ${p.name}:`,
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Poolside Portal.',
        `El enlace siguiente es válido durante ${p.validMinutes} minutos y solo puede usarse una vez.`,
        'Si no ha sido usted, ignore este mensaje: su contraseña no cambiará.',
      ],
      action: { label: 'Elegir una nueva contraseña', url: p.link },
    }),
  },
  userPending: {
    eng: (p) => ({
      subject: `New user awaiting activation: ${p.userName}`,
      paragraphs: [
        `Hello ${p.adminName},`,
        `${p.userName} (${p.userEmail}) of ${p.companyName} was added to Poolside Portal and awaits activation.`,
      ],
      action: { label: 'Review the user', url: p.link },
    }),
    fra: (p) => ({
      subject: `Nouvel utilisateur en attente d’activation : ${p.userName}`,
      paragraphs: [
        `Bonjour ${p.adminName},`,
        `${p.userName} (${p.userEmail}), de ${p.companyName}, a été ajouté à Poolside Portal et attend son activation.`,
      ],
      action: { label: 'Examiner l’utilisateur', url: p.link },
    }),
    spa: (p) => ({
      subject: `Nuevo usuario pendiente de activación: ${p.userName}`,
      paragraphs: [
        `Hola, ${p.adminName}:`,
        `${p.userName} (${p.userEmail}), de ${p.companyName}, se ha añadido a Poolside Portal y espera su activación.`,
      ],
      action: { label: 'Revisar el usuario', url: p.link },
    }),
  },
  userApproved: {
    eng: (p) => ({
      subject: 'Your Poolside Portal account is active',
      paragraphs: [`Hello ${p.name},`, 'Your account has been approved. You can now sign in.'],
      action: { label: 'Sign in', url: p.link },
    }),
    fra: (p) => ({
      subject: 'Votre compte Poolside Portal est activé',
      paragraphs: [
        `Bonjour ${p.name},`,
        'Votre compte a été approuvé. Vous pouvez maintenant vous connecter.',
      ],
      action: { label: 'Se connecter', url: p.link },
    }),
    spa: (p) => ({
      subject: 'Su cuenta de Poolside Portal está activa',
      paragraphs: [`Hola, ${p.name}:`, 'Su cuenta ha sido aprobada. Ya puede iniciar sesión.'],
      action: { label: 'Iniciar sesión', url: p.link },
    }),
  },
  notification: {
    eng: (p) => ({
      subject: `Poolside Portal: ${p.title}`,
      paragraphs: [`Hello ${p.name},`, p.text],
      action: { label: 'Open the portal', url: p.link },
    }),
    fra: (p) => ({
      subject: `Poolside Portal : ${p.title}`,
      paragraphs: [`Bonjour ${p.name},`, p.text],
      action: { label: 'Ouvrir le portail', url: p.link },
    }),
    spa: (p) => ({
      subject: `Poolside Portal: ${p.title}`,
      paragraphs: [`Hola, ${p.name}:`, p.text],
      action: { label: 'Abrir el portal', url: p.link },
    }),
  },
  contactMessage: {
    eng: (p) => ({
      subject: `Contact form: ${p.fullName || p.email}`,
      paragraphs: [
        `From: ${p.fullName} <${p.email}>`,
        `Company: ${p.company || '-'}`,
        `Phone: ${p.phone || '-'}`,
        p.message,
      ],
      ...(p.fileLink ? { action: { label: 'Attached file', url: p.fileLink } } : {}),
    }),
    fra: (p) => ({
      subject: `Formulaire de contact : ${p.fullName || p.email}`,
      paragraphs: [
        `De : ${p.fullName} <${p.email}>`,
        `Société : ${p.company || '-'}`,
        `Téléphone : ${p.phone || '-'}`,
        p.message,
      ],
      ...(p.fileLink ? { action: { label: 'Fichier joint', url: p.fileLink } } : {}),
    }),
    spa: (p) => ({
      subject: `Formulario de contacto: ${p.fullName || p.email}`,
      paragraphs: [
        `De: ${p.fullName} <${p.email}>`,
        `Empresa: ${p.company || '-'}`,
        `Teléfono: ${p.phone || '-'}`,
        p.message,
      ],
      ...(p.fileLink ? { action: { label: 'Archivo adjunto', url: p.fileLink } } : {}),
    }),
  },
  orderPlaced: {
    eng: (p) => ({
      subject: `Your order #${p.orderId} is confirmed`,
      paragraphs: [
        `Hello ${p.name},`,
        `Thank you: we received your spare-parts order #${p.orderId}.`,
        ...p.lines,
        `Shipping: ${p.shipping}`,
        `Total: ${p.total}`,
        `Ship to: ${p.shipTo}`,
      ],
      action: { label: 'View the order', url: p.link },
    }),
    fra: (p) => ({
      subject: `Votre commande n°${p.orderId} est confirmée`,
      paragraphs: [
        `Bonjour ${p.name},`,
        `Merci : nous avons bien reçu votre commande de pièces détachées n°${p.orderId}.`,
        ...p.lines,
        `Livraison : ${p.shipping}`,
        `Total : ${p.total}`,
        `Adresse de livraison : ${p.shipTo}`,
      ],
      action: { label: 'Voir la commande', url: p.link },
    }),
    spa: (p) => ({
      subject: `Su pedido n.º ${p.orderId} está confirmado`,
      paragraphs: [
        `Hola, ${p.name}:`,
        `Gracias: hemos recibido su pedido de repuestos n.º ${p.orderId}.`,
        ...p.lines,
        `Envío: ${p.shipping}`,
        `Total: ${p.total}`,
        `Enviar a: ${p.shipTo}`,
      ],
      action: { label: 'Ver el pedido', url: p.link },
    }),
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders a template in a language to subject, text and HTML (parameters are escaped in the HTML). */
export function renderMail<T extends MailTemplate>(template: T, language: Language, params: MailParams[T]) {
  const content = mailTemplates[template][language](params);
  // French puts a space before a colon.
  const colon = language === 'fra' ? ' : ' : ': ';
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}${colon}${content.action.url}`] : []),
  ]
    .join('\n\n')
    .concat('\n');
  const html = [
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.action
      ? [`<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`]
      : []),
  ].join('\n');
  return { subject: content.subject, text, html };
}
