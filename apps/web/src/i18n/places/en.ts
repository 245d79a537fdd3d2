/** Texts of the places feature. */
export const placesEn = {};
