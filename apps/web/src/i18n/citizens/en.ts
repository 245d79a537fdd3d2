/** Texts of the citizens feature. */
export const citizensEn = {};
