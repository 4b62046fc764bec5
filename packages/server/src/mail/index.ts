/** The mail area as other areas see it: import it only through this file. */
export { createSmtpMailer, type Mailer } from './mailer.js';
export { mailMessage, type MailMessage } from './message.js';
export { sendMail, sendMailHandler } from './send-mail.js';
