import type { Content } from '@poolside/contract/contents';
import { defaultLanguage, type Language } from '@poolside/contract/languages';

/** title_{lang} / body_{lang} of a content item, English when the language has none. */
export function contentProp(content: Content, field: 'title' | 'body', language: Language): string {
  const byName = (name: string) => content.props.find((prop) => prop.name === name)?.data ?? '';
  return byName(`${field}_${language}`) || byName(`${field}_${defaultLanguage}`);
}
