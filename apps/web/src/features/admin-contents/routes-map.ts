import { contentIds } from '@poolside/contract/constants';
import { paths } from '../../app/paths';
import type { ApiContentType } from './api';

/** /admin/contents/{list}: the list names of the menu and the API type behind each. */
export const listTypes: Record<string, ApiContentType> = { news: 'news', qa: 'qa', texts: 'text' };

/** Editor route names of the fixed texts (spec 03 s2) and their content ids. */
export const textEditors: Record<string, number> = {
  about: contentIds.aboutUs,
  privacy_policy: contentIds.privacyPolicy,
  terms_and_conditions: contentIds.termsAndConditions,
  general_privacy_policy: contentIds.generalPrivacyPolicy,
};

/** The editor path of an item of a list. */
export function editorPath(list: string, id: number): string {
  if (list === 'texts') {
    const name = Object.entries(textEditors).find(([, textId]) => textId === id)?.[0];
    return paths.admin.contentEditor(name ?? 'about', id);
  }
  return paths.admin.contentEditor(list, id);
}
