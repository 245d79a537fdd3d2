// The form list's constants, apart from the schemas so the list page loads without zod.
export const FORMS_PAGE_SIZE = 7;

export const DUPLICATE_ERRORS = { areaRequired: 'forms.errors.duplicateAreaRequired' } as const;
