export const answeringKeys = {
  /** Every mode's opening of one form (the saved page reads whichever was open). */
  form: (id: string | null) => ['answering', 'form', id] as const,
  formIn: (id: string, mode: string) => ['answering', 'form', id, mode] as const,
};
