export { adminRmaKeys } from './keys';
export {
  downloadPackingSlip,
  type LineDecision,
  setCachedStatus,
  undecidedLinesOf,
  useChangeStatus,
  useDecideLines,
  useFinishRma,
  useUpdateRmaRequest,
} from './mutations';
export { notSentCustomerQuery, rmaQuery } from './queries';
