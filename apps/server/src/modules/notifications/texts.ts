import { type NotificationType, rmaStatuses } from '@poolside/contract/constants';
import type { Language } from '@poolside/contract/languages';
import { translate } from '../../lib/i18n.ts';

type Params = Record<string, unknown>;
type Text = { title: string; text: string };

/** A localised parameter: {eng, fra, spa} objects (e.g. a news title) pick the reader's language. */
function localised(params: Params, key: string, language: Language): string {
  const v = params[key];
  if (v && typeof v === 'object') {
    const byLang = v as Record<string, unknown>;
    return String(byLang[language] || byLang.eng || '');
  }
  return v === undefined || v === null ? '' : String(v);
}

/** A status parameter as a word: a localised object as is, a known RMA code translated, else the text. */
function statusWord(params: Params, language: Language): string {
  const value = params.status;
  if (typeof value === 'string' && (rmaStatuses as readonly string[]).includes(value))
    return translate(language, `common:rmaStatus.${value}`);
  return localised(params, 'status', language);
}

/**
 * Title and text of a notification in the reader's language, rendered when read: notifications.json
 * `<type>.title` and `<type>.text` (docs/decisions.md, "Notifications", says which event creates each type).
 * An RMA whose review the admin finished (`finished`) says so in its title and adds a sentence.
 */
export function renderNotification(type: NotificationType, params: Params, language: Language): Text {
  const values: Record<string, string> = {};
  for (const key of Object.keys(params)) values[key] = localised(params, key, language);
  values.status = statusWord(params, language);
  values.sender = values.fullName || values.email || '';
  const text = (key: string) => translate(language, `notifications:${type}.${key}`, values, '');
  // A type with no words (an old one) shows its code.
  if (!text('title')) return { title: type, text: '' };
  if (type === 'RMA' && params.finished)
    return { title: text('titleReviewed'), text: `${text('text')} ${text('reviewFinished')}` };
  return { title: text('title'), text: text('text') };
}
