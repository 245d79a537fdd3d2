/** Initials for the avatar: first letters of the first and last name, else of the e-mail (apart from the schemas, so the shell needs no zod). */
export function initialsOf(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const fromNames = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (fromNames || user.email.charAt(0)).toUpperCase();
}
