/** Texts of the answersList feature. */
export const answersListEn = {};
