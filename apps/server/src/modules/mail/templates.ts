import type { Language } from '@poolside/contract/languages';
import { type TextValues, translate, translateList } from '../../lib/i18n.ts';

/** A rendered mail: subject, plain-text paragraphs, optional call-to-action link. */
export type MailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

/**
 * Every mail the portal sends, in eng, fra and spa. To add one: name its params here, write its words in
 * locales/<language>/mail.json and its rendering below, then call `enqueueMail(tx, {to, template, language, params})` where it happens.
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

type Words = {
  text: (key: string, values?: TextValues) => string;
  list: (key: string, values?: TextValues) => string[];
};

/** Every mail's words in mail.json `<template>.*`; the renderings below say which words go where. */
export const mailTemplates: { [T in MailTemplate]: (w: Words, p: MailParams[T]) => MailContent } = {
  passwordReset: (w, p) => ({
    subject: w.text('passwordReset.subject'),
    paragraphs: [w.text('greeting', { name: p.name }), ...w.list('passwordReset.body', p)],
    action: { label: w.text('passwordReset.action'), url: p.link },
  }),
  userPending: (w, p) => ({
    subject: w.text('userPending.subject', p),
    paragraphs: [w.text('greeting', { name: p.adminName }), ...w.list('userPending.body', p)],
    action: { label: w.text('userPending.action'), url: p.link },
  }),
  userApproved: (w, p) => ({
    subject: w.text('userApproved.subject'),
    paragraphs: [w.text('greeting', { name: p.name }), ...w.list('userApproved.body')],
    action: { label: w.text('userApproved.action'), url: p.link },
  }),
  notification: (w, p) => ({
    subject: w.text('notification.subject', p),
    paragraphs: [w.text('greeting', { name: p.name }), p.text],
    action: { label: w.text('notification.action'), url: p.link },
  }),
  contactMessage: (w, p) => ({
    subject: w.text('contactMessage.subject', { sender: p.fullName || p.email }),
    paragraphs: [
      ...w.list('contactMessage.body', { ...p, company: p.company || '-', phone: p.phone || '-' }),
      p.message,
    ],
    ...(p.fileLink ? { action: { label: w.text('contactMessage.action'), url: p.fileLink } } : {}),
  }),
  orderPlaced: (w, p) => {
    const values = { ...p, lines: undefined };
    return {
      subject: w.text('orderPlaced.subject', values),
      paragraphs: [
        w.text('greeting', { name: p.name }),
        ...w.list('orderPlaced.body', values),
        ...p.lines,
        ...w.list('orderPlaced.summary', values),
      ],
      action: { label: w.text('orderPlaced.action'), url: p.link },
    };
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders a template in a language to subject, text and HTML (parameters are escaped in the HTML). */
export function renderMail<T extends MailTemplate>(template: T, language: Language, params: MailParams[T]) {
  const words: Words = {
    text: (key, values) => translate(language, `mail:${key}`, values),
    list: (key, values) => translateList(language, `mail:${key}`, values),
  };
  const content = mailTemplates[template](words, params);
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
