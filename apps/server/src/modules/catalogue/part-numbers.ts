// The part number and serial rules live once, in the contract (packages/contract/src/part-rules.ts), shared
// with the screen; the catalogue's files keep importing them from here.
export {
  isNonSerialPart,
  matchesSerialPattern,
  normalizePn,
  normalizeSn,
} from '@poolside/contract/part-rules';
