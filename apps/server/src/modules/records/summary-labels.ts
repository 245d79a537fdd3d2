import type { Language, MailCatalogue } from '@cabildo/domain';
import { answerCopyLabels } from '../../i18n.ts';

export type SummaryLabels = MailCatalogue['answerCopy'];

/**
 * The texts of the e-mail copy of an answer (summary.ts), in the answer's language, from the mail
 * catalogue (packages/domain/src/i18n/catalogues/mail); they agree with the web app's answer view.
 */
export const summaryLabels = (language: Language): SummaryLabels => answerCopyLabels(language);
