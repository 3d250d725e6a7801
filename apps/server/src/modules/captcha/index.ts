// The public door of the captcha module (docs/ARCHITECTURE.md "Module boundaries"): another module imports
// from here only, never the module's other files.
export { requireCaptcha } from './verify.ts';
