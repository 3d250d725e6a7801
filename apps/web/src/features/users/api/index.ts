export { userKeys } from './keys';
export {
  useActivateUser,
  useApiKey,
  useCreateUser,
  useOwnTwoFactor,
  useResetTwoFactor,
  useUpdateUser,
  useUploadLogo,
} from './mutations';
export { twoFactorQuery, userQuery, userTypesQuery } from './queries';
