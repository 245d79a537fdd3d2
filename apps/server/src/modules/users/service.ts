import {
  INVITE_TOKEN_TTL_MS,
  areasEditable,
  primaryRole,
  verificationOutcome,
  type adminCreateUserSchema,
  type updateUserSchema,
  type userListQuerySchema,
  type CreatedUser,
  type UserRow,
  type Language,
} from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { areas, municipalities, passwordResetTokens, userAreas, users } from '../../db/schema/index.ts';
import { apiError, isUniqueViolation } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { type AuthContext, randomToken, sha256 } from '../auth/index.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import { sendInvitation } from './invitation.ts';
import { escapeLike } from '../../db/like.ts';

type CreateValues = Omit<z.output<typeof adminCreateUserSchema>, 'municipalityId'> & {
  municipalityId?: string;
};
type UpdateValues = z.output<typeof updateUserSchema>;
type ListQuery = z.output<typeof userListQuerySchema>;

/** What the management system's refusal of a username means, for API callers. */
const emailExists = () => apiError('EMAIL_EXISTS');
const usernameExists = () => apiError('USERNAME_EXISTS');

/** Manages the users of every municipality (else those of the own one). */
const isAdmin = (auth: AuthContext) => mayAccess(auth, 'manage', 'usuario');
/** The CASL record of a municipal user: granting or editing a role is checked on it. */
const municipalUser = (municipalityId: string | null | undefined, role: string | null) =>
  subject('usuario_municipio', {
    municipalityId: municipalityId ?? null,
    role,
  });

/**
 * Users of the product. An admin sees and manages everyone; an elevated supervisor only the
 * users of the own municipality and never grants or touches the admin role (the access rules).
 */
export class UserService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private scope(auth: AuthContext): SQL | undefined {
    return isAdmin(auth) ? undefined : eq(users.municipalityId, auth.user.municipality?.id ?? sql`null`);
  }

  async list(auth: AuthContext, query: ListQuery): Promise<{ rows: UserRow[]; total: number }> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const search = query.search
      ? or(
          ilike(users.email, `%${escapeLike(query.search)}%`),
          ilike(users.username, `%${escapeLike(query.search)}%`),
          ilike(users.firstName, `%${escapeLike(query.search)}%`),
          ilike(users.lastName, `%${escapeLike(query.search)}%`),
        )
      : undefined;
    const where = and(this.scope(auth), search);
    const sortColumn = {
      email: users.email,
      username: users.username,
      municipality: municipalities.name,
      // The order of the names the reader sees (roleOrder), then the code.
      role: query.roleOrder.length
        ? sql`array_position(string_to_array(${query.roleOrder.join(',')}, ','), ${users.roles}[1])`
        : sql`${users.roles}[1]`,
      lastUpdateAt: users.lastUpdateAt,
    }[query.sort];
    const direction = query.order === 'asc' ? asc : desc;
    const [page, [total]] = await Promise.all([
      this.db
        .select({ user: users, municipality: municipalities })
        .from(users)
        .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
        .where(where)
        .orderBy(
          direction(sortColumn),
          ...(query.sort === 'role' ? [direction(sql`${users.roles}[1]`)] : []),
          asc(users.id),
        )
        .limit(query.pageSize)
        .offset(query.page * query.pageSize),
      this.db.select({ value: count() }).from(users).where(where),
    ]);
    return { rows: await this.withAreas(auth, page), total: total?.value ?? 0 };
  }

  async get(auth: AuthContext, id: string): Promise<UserRow> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const [found] = await this.db
      .select({ user: users, municipality: municipalities })
      .from(users)
      .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
      .where(and(eq(users.id, id), this.scope(auth)))
      .limit(1);
    if (!found) throw apiError('NOT_FOUND', { resource: 'User' });
    return (await this.withAreas(auth, [found]))[0]!;
  }

  /**
   * Creates a user; a password user is e-mailed an invitation. The user stays created when the
   * invitation cannot be sent (`invitationSent: false`, logged): the person then asks for a reset
   * link from the sign-in page, which the same account takes.
   */
  async create(
    auth: AuthContext,
    input: CreateValues,
    ip: string,
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<CreatedUser> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const role = input.roles[0]!;
    const municipalityId = isAdmin(auth) ? input.municipalityId : auth.user.municipality?.id;
    requireAccess(auth, 'create', municipalUser(municipalityId, role));
    if (!municipalityId) {
      throw apiError('MUNICIPALITY_REQUIRED', [
        { path: '/municipalityId', message: 'users.errors.requiredFields' },
      ]);
    }
    const municipality = await this.municipality(municipalityId);
    if (!isAdmin(auth) && municipality.managementId === null) {
      throw apiError('MUNICIPALITY_NOT_LINKED');
    }
    await this.requireAreasOf(municipalityId, input.areaIds);
    // The local row comes first: its unique indexes settle a race between two creations, and only
    // the winner reserves the username in the management system (which cannot release it). Until
    // the management system agrees, the row is disabled (no sign-in, no password reset).
    const id = await this.claim(auth, input, role, municipalityId);
    try {
      await this.verifyWithManagementSystem(input.username, municipality);
    } catch (error) {
      await this.db.delete(users).where(eq(users.id, id));
      throw error;
    }

    const inviteToken = input.accountType === 'password' ? randomToken() : null;
    await this.db.transaction(async (tx) => {
      // The invitee starts with the creator's language (its own is unknown until it signs in).
      const [row] = await tx
        .update(users)
        .set({ disabled: false, language })
        .where(eq(users.id, id))
        .returning();
      if (inviteToken) {
        await tx.insert(passwordResetTokens).values({
          userId: id,
          tokenHash: sha256(inviteToken),
          purpose: 'invite',
          expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS),
        });
      }
      await audit(tx, {
        actorId: auth.row.id,
        action: 'create',
        subject: 'usuario',
        subjectId: id,
        after: { ...row, passwordHash: undefined, areaIds: input.areaIds },
        ip,
      });
    });
    let invitationSent: boolean | null = null;
    if (inviteToken) {
      invitationSent = await sendInvitation(this.ctx, input.email, inviteToken, language).then(
        () => true,
        (error: unknown) => {
          log.error({ err: error, userId: id }, 'invitation e-mail not sent');
          return false;
        },
      );
    }
    return { ...(await this.get(auth, id)), invitationSent };
  }

  /** Inserts the new user, disabled, with its areas; a taken e-mail or username is a 409. */
  private async claim(
    auth: AuthContext,
    input: CreateValues,
    role: CreateValues['roles'][number],
    municipalityId: string,
  ): Promise<string> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            username: input.username,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            inspectorId: input.inspectorId ?? null,
            roles: [role],
            municipalityId,
            providerId: input.accountType === 'sso' ? 'oidc' : 'password',
            disabled: true,
            lastUpdateAt: new Date(),
            lastUpdateBy: auth.row.id,
          })
          .returning({ id: users.id });
        await tx.insert(userAreas).values(input.areaIds.map((areaId) => ({ userId: row!.id, areaId })));
        return row!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw emailExists();
      if (isUniqueViolation(error, 'users_username_uq')) throw usernameExists();
      throw error;
    }
  }

  /** verifyMuniCoreUser: reserves the username; any answer but ok is the create's error. */
  private async verifyWithManagementSystem(
    username: string,
    municipality: { managementId: number | null; useCloud: boolean },
  ) {
    let answer;
    try {
      answer = await this.ctx.managementSystem.verifyUser({
        username,
        municipalityManagementId: municipality.managementId,
        useCloud: municipality.useCloud,
      });
    } catch {
      throw apiError('MANAGEMENT_VERIFY_FAILED');
    }
    const outcome = verificationOutcome(answer);
    if (outcome !== 'ok') throw apiError(outcome);
  }

  async update(auth: AuthContext, id: string, input: UpdateValues, ip: string): Promise<UserRow> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const before = await this.get(auth, id);
    const role = input.roles[0]!;
    requireAccess(auth, 'update', municipalUser(before.municipality?.id, before.role));
    requireAccess(auth, 'update', municipalUser(before.municipality?.id, role));

    let municipalityId = before.municipality?.id ?? null;
    if (input.areaIds) {
      if (!areasEditable(before.areas)) {
        throw apiError('AREAS_NOT_EDITABLE');
      }
      const chosen = await this.db.select().from(areas).where(inArray(areas.id, input.areaIds));
      const owners = new Set(chosen.map((area) => area.municipalityId));
      if (chosen.length !== new Set(input.areaIds).size || owners.size !== 1)
        throw apiError('NOT_FOUND', { resource: 'Area' });
      const owner = [...owners][0]!;
      if (!isAdmin(auth) && owner !== auth.user.municipality?.id) throw apiError('FORBIDDEN');
      municipalityId = owner;
    }

    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          inspectorId: input.inspectorId ?? null,
          roles: [role],
          municipalityId,
          lastUpdateAt: new Date(),
          lastUpdateBy: auth.row.id,
        })
        .where(eq(users.id, id));
      if (input.areaIds) {
        await tx.delete(userAreas).where(eq(userAreas.userId, id));
        await tx.insert(userAreas).values(input.areaIds.map((areaId) => ({ userId: id, areaId })));
      }
      await audit(tx, {
        actorId: auth.row.id,
        action: 'update',
        subject: 'usuario',
        subjectId: id,
        before,
        after: input,
        ip,
      });
    });
    return this.get(auth, id);
  }

  /** Admin: disable (ends every session) or enable a user. */
  async setDisabled(auth: AuthContext, id: string, disabled: boolean, ip: string): Promise<UserRow> {
    requireAccess(auth, 'manage', 'usuario');
    const before = await this.get(auth, id);
    if (id === auth.row.id) throw apiError('FORBIDDEN');
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ disabled, lastUpdateAt: new Date(), lastUpdateBy: auth.row.id })
        .where(eq(users.id, id));
      await audit(tx, {
        actorId: auth.row.id,
        action: disabled ? 'disable' : 'enable',
        subject: 'usuario',
        subjectId: id,
        before,
        ip,
      });
    });
    if (disabled) await this.ctx.sessions.revoke({ userId: id }, 'user-disabled');
    return this.get(auth, id);
  }

  private async municipality(id: string) {
    const [row] = await this.db.select().from(municipalities).where(eq(municipalities.id, id)).limit(1);
    if (!row) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    return row;
  }

  private async requireAreasOf(municipalityId: string, areaIds: string[]) {
    const owned = await this.db
      .select({ id: areas.id })
      .from(areas)
      .where(eq(areas.municipalityId, municipalityId));
    if (owned.length === 0) throw apiError('MUNICIPALITY_WITHOUT_AREAS');
    const ownedIds = new Set(owned.map((area) => area.id));
    if (!areaIds.every((id) => ownedIds.has(id))) throw apiError('NOT_FOUND', { resource: 'Area' });
  }

  private async withAreas(
    auth: AuthContext,
    found: {
      user: typeof users.$inferSelect;
      municipality: typeof municipalities.$inferSelect | null;
    }[],
    db: DbOrTx = this.db,
  ): Promise<UserRow[]> {
    const ids = found.map((entry) => entry.user.id);
    const areaRows = ids.length
      ? await db
          .select({
            userId: userAreas.userId,
            id: areas.id,
            name: areas.name,
            municipalityId: areas.municipalityId,
          })
          .from(userAreas)
          .innerJoin(areas, eq(areas.id, userAreas.areaId))
          .where(inArray(userAreas.userId, ids))
          .orderBy(asc(areas.name))
      : [];
    const editors = found.map((entry) => entry.user.lastUpdateBy).filter((id): id is string => id !== null);
    const editorRows = editors.length
      ? await db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, editors))
      : [];
    return found.map(({ user, municipality }) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      inspectorId: user.inspectorId,
      role: primaryRole(user.roles),
      municipality: municipality ? { id: municipality.id, name: municipality.name } : null,
      areas: areaRows
        .filter((area) => area.userId === user.id)
        .map((area) => ({
          id: area.id,
          name: area.name,
          municipalityId: area.municipalityId,
        })),
      disabled: user.disabled,
      providerId: user.providerId,
      lastAccessAt: user.lastAccessAt?.toISOString() ?? null,
      lastUpdateAt: user.lastUpdateAt?.toISOString() ?? null,
      lastUpdateBy: (() => {
        const editor = editorRows.find((row) => row.id === user.lastUpdateBy);
        return editor ? (editor.username ?? editor.email) : null;
      })(),
      // The rule update() holds: an elevated supervisor never edits an admin.
      editable: mayAccess(auth, 'update', municipalUser(user.municipalityId, primaryRole(user.roles))),
    }));
  }
}
