/** Texts of the answering feature. */
export const answeringEn = {};
