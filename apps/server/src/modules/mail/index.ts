/** The e-mails the product sends: their brand and messages. Other modules, the app's wiring, seeds and ops import the module from here. */
export { mailBrand } from './brand.ts';
export { answerCopyMail, changesRequestMail, invitationMail, passwordResetMail } from './messages.ts';
