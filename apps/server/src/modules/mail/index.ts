// The public door of the mail module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { enqueueMail } from './enqueue-mail.ts';
export { drainOutbox } from './outbox-drain.ts';
