export { contentKeys } from './keys';
export { useDeleteContent, useSaveContent, useUploadEditorImage } from './mutations';
export { type ApiContentType, adminContentQuery, adminContentsQuery } from './queries';
