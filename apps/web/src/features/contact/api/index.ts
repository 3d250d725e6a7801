export { type ContactPayload, useSendContact, useUploadAttachment } from './mutations';
export { contactKeys, contactSettingsQuery, fetchAltchaChallenge } from './queries';
