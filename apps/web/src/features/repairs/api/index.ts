export { repairKeys } from './keys';
export { useDeleteLine, useSaveRepairs, useSendRma, useUpdateLine } from './mutations';
export {
  describePart,
  lineQuery,
  type PartLookup,
  rmaQuery,
  searchHistory,
  serialPopupsQuery,
  validatePart,
} from './queries';
