import { RESET_PASSWORD_PATH, type Language } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { invitationMail, mailBrand } from '../mail/index.ts';

/** The invitation, in the language of the person who created the user (the invitee's is unknown). */
export async function sendInvitation(ctx: AppContext, email: string, token: string, language: Language) {
  const link = `${ctx.config.appUrl}${RESET_PASSWORD_PATH}?token=${token}&invite=1`;
  // The invitee's municipality speaks in the mail (its name and logo); Cabildo for one of none.
  const [invitee] = await ctx.database.db
    .select({ municipalityId: users.municipalityId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const brand = await mailBrand(ctx, invitee?.municipalityId ?? null);
  await ctx.mailer.send({
    to: email,
    ...(await invitationMail({ language, link, email, brand })),
  });
}
