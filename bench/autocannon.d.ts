// autocannon ships no types; bench/cannon.ts types what it uses of it.
declare module 'autocannon' {
  const autocannon: unknown;
  export default autocannon;
}
