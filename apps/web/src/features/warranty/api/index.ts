export { warrantyKeys } from './keys';
export {
  type ManualWarrantyBody,
  useDeleteWarrantyUpdate,
  useReviewWarrantyUpdate,
  useSetManualWarranty,
  useUpdateWarranty,
  type WarrantyReviewInput,
  type WarrantyUpdateInput,
} from './mutations';
export { changedPartsQuery, invoiceUrl, warrantyEligibilityQuery, warrantyUpdateQuery } from './queries';
