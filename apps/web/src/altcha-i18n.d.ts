// altcha's per-language files register their strings with the widget when imported and export nothing;
// the package ships no types for them.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
