/** The forms area as other areas see it: import it only through this file. */
export { altchaChallengePath } from './captcha/altcha-provider.js';
export { captchaFor, selfHostedCaptcha } from './captcha/captcha-for.js';
export type { CaptchaProvider } from './captcha/captcha-provider.js';
export { formFieldSchema } from './field-schemas.js';
export { loadedForm, type LoadedForm } from './form-records.js';
export { FORM_RESULT_PARAM, visitorHash, type FormFlash } from './plain-submission.js';
export { formRoutes } from './routes.js';
export { formInput } from './schemas.js';
export { DEMO_CONTACT_FIELDS } from './seed/demo-forms.js';
export { findSubmittableForm } from './submit-service.js';
