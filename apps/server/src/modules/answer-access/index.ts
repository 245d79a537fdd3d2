/** Who may open a form to answer it, and who may see which answers (the access rules on answers, translated). */
export { answeringCaller, openForCaller } from './caller.ts';
export {
  openForAnswering,
  responseLimitReached,
  type FormRow,
  type MunicipalityRow,
  type OpenedForm,
  type OpeningOptions,
} from './opening.ts';
export {
  answerReadable,
  answerSubject,
  canReadAnswer,
  loadAnswerAccess,
  requireAnswer,
  type AnswerAccessRow,
} from './readable.ts';
export {
  answerVisibility,
  citizenPortalAnswer,
  formAnswerScope,
  reviewedForm,
  type FormAnswerScope,
  type ReviewForm,
  type VisibilityForm,
} from './visibility.ts';
