/** The answers: answering a form, the one writer of answer rows, review, export, correction, one's own answers. Other modules, the app's wiring, seeds and ops import the module from here. */
export { readAnswer } from './read-answer.ts';
export { answerChangedMeanwhile } from './correction/answer.ts';
export { linkNewFiles } from './correction/files.ts';
export { buildAnswerDocument } from './document.ts';
export { exportValuesBackfillJob } from './export/backfill.ts';
export { EXPORT_LINE_MAX, ExportSlots } from './export/slots.ts';
export { answerPaymentView, payOrderTokenHash, payOrderTokenMatches } from './payment-order.ts';
export { answerInvalid } from './records.ts';
export { countMissingStatistics, insertAnswerRows, updateAnswer } from './repository.ts';
export { CountChanges, NIL_AUTHOR, statisticsTimeZone, writeCounts } from './statistics-counts.ts';
export { AnswerSubmissionService, citizenAnswered } from './submission.ts';
