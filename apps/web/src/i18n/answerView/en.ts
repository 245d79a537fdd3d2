/** Texts of the answerView feature. */
export const answerViewEn = {};
