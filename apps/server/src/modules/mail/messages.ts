import type { AnswerDocument, Language } from '@cabildo/domain';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mailer.ts';
import { mailTexts } from '../../i18n.ts';
import { answerSummary } from '../records/index.ts';
import { aroundLink, renderMail, type MailBrand } from './layout.ts';

/**
 * Every e-mail the server sends, each through the one layout (layout.ts) with its texts from the
 * `mail` catalogues in the reader's language. Each builder is given what it says; the callers find
 * the language, the link and the brand (brand.ts).
 */

type Mail = Omit<MailMessage, 'to'>;
type LinkMail = {
  language: Language;
  link: string;
  email: string;
  brand: MailBrand;
};

/** The password reset link (auth/password-reset.ts). */
export function passwordResetMail({ language, link, email, brand }: LinkMail): Promise<Mail> {
  const t = mailTexts(language);
  const body = aroundLink((at) => t('passwordReset.body', { link: at }));
  return renderMail({
    language,
    brand,
    subject: t('passwordReset.subject'),
    heading: t('passwordReset.heading'),
    blocks: body.before,
    action: { label: t('passwordReset.action'), url: link },
    after: body.after,
    text: t('passwordReset.body', { link }),
    reason: t('passwordReset.reason', { email }),
  });
}

/** The invitation of a new user to choose a password (users/service.ts). */
export function invitationMail({ language, link, email, brand }: LinkMail): Promise<Mail> {
  const t = mailTexts(language);
  const body = aroundLink((at) => t('invitation.body', { link: at }));
  return renderMail({
    language,
    brand,
    subject: t('invitation.subject'),
    heading: t('invitation.heading'),
    blocks: body.before,
    action: { label: t('invitation.action'), url: link },
    after: body.after,
    text: t('invitation.body', { link }),
    reason: t('invitation.reason', { email }),
  });
}

/** The citizen's request for changes with the revision link (answers/changes-request). */
export function changesRequestMail(input: {
  language: Language;
  link: string;
  code: string;
  form: string;
  municipality: string;
  comment: string;
  brand: MailBrand;
}): Promise<Mail> {
  const { language, link, brand } = input;
  const t = mailTexts(language);
  const values = {
    code: input.code,
    form: input.form,
    municipality: input.municipality,
  };
  const comment = input.comment ? t('changesRequest.comment', { comment: input.comment }) : '';
  const body = aroundLink((at) => t('changesRequest.body', { ...values, comment, link: at }));
  return renderMail({
    language,
    brand,
    subject: t('changesRequest.subject', values),
    heading: t('changesRequest.heading', values),
    blocks: body.before,
    action: { label: t('changesRequest.action'), url: link },
    after: body.after,
    text: t('changesRequest.body', { ...values, comment, link }),
    reason: t('changesRequest.reason', values),
  });
}

/** The e-mail copy of an answer, in the answer's language, with its attachments (records/email-copy.ts). */
export function answerCopyMail(input: {
  document: AnswerDocument;
  timeZone: string;
  brand: MailBrand;
  attachments: MailAttachment[];
}): Promise<Mail> {
  const { document, brand } = input;
  const language = document.language;
  const t = mailTexts(language);
  const { subject, text, lines } = answerSummary(document, input.timeZone);
  return renderMail({
    language,
    brand,
    subject,
    heading: subject,
    blocks: lines.map((line) =>
      'heading' in line
        ? { kind: 'heading', text: line.heading, level: line.level }
        : { kind: 'fact', label: line.label, value: line.value },
    ),
    text,
    reason: t('answerCopyMail.reason'),
    attachments: input.attachments,
  });
}
