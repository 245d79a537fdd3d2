/** Texts of the uploads feature. */
export const uploadsEn = {};
