export { popupKeys } from './keys';
export {
  downloadCsvTemplate,
  useCreateMessage,
  useDeleteMessage,
  useUpdateMessage,
  useUploadSerials,
} from './mutations';
