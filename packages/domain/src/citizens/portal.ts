import { z } from 'zod';

/**
 * The person the municipality's citizen portal vouches for (spec part 2 §7
 * getCitizenLoginWithOaToken: code 200, id, names, dni, username). A citizen-portal token or hash
 * resolves to one of these through the citizen portal port (apps/server/src/adapters/citizen-portal);
 * everything a citizen may see or change is scoped to this person.
 */
export const portalCitizenSchema = z.object({
  /** The portal's id of the person. */
  id: z.string().min(1).max(64),
  dni: z.string().max(20).nullable(),
  firstName: z.string().max(255),
  lastName: z.string().max(255),
  username: z.string().max(255),
});
export type PortalCitizen = z.infer<typeof portalCitizenSchema>;
