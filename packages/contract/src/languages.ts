export const languages = ['eng', 'fra', 'spa'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'eng';
export const languageSchemaValues = languages;
