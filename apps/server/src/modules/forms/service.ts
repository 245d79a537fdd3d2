import {
  type FormDetail,
  type FormList,
  type formListQuerySchema,
  formLock,
  type FormTemplate,
  formTemplateSchema,
  scopeSwitchDisabled,
  structureChanged,
} from '@cabildo/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { answers, areas, forms, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { freeDefaultKeyPrefix, keyPrefixTaken, lostPrefixRace, setKeyPrefix } from './key-prefix.ts';
import { listForms } from './list.ts';
import { FormManagement } from './management.ts';
import { checkFormTemplate, hasPayOrders, keepSectionsWithOrders, withListedAgenda } from './save-rules.ts';
import { subject } from '@casl/ability';
import type { z } from 'zod';

type ListQuery = z.output<typeof formListQuerySchema>;
type FormRecord = typeof forms.$inferSelect;

const usernameOf = (auth: AuthContext) => auth.row.username ?? auth.row.email;

/** The CASL record of a form, for the area rule (admin bypasses it). */
const formSubject = (form: Pick<FormRecord, 'areaIds' | 'municipalityId'>) =>
  subject('formulario', {
    areaIds: form.areaIds,
    municipalityId: form.municipalityId,
  });

/** Tries a new form's insert again when its default prefix was taken meanwhile (a chosen one is refused). */
const PREFIX_RACE_TRIES = 5;

/**
 * Forms: listed by area visibility, saved with the shared template rules, locked once answered,
 * duplicated, deleted (soft when answered). Every check happens here, not in the browser.
 */
export class FormService {
  private readonly management: FormManagement;

  constructor(
    readonly ctx: AppContext,
    readonly log: FastifyBaseLogger,
  ) {
    this.management = new FormManagement(ctx, log);
  }

  get db() {
    return this.ctx.database.db;
  }

  /** The forms page: by area visibility, filtered, by title, with their answer counts. */
  list(auth: AuthContext, query: ListQuery): Promise<FormList> {
    requireAccess(auth, 'read', 'formulario');
    return listForms(this.db, auth, query);
  }

  private async load(auth: AuthContext, id: string): Promise<FormRecord> {
    const [form] = await this.db
      .select()
      .from(forms)
      .where(and(eq(forms.id, id), eq(forms.deleted, false)))
      .limit(1);
    if (!form) throw apiError('NOT_FOUND', { resource: 'Form' });
    requireAccess(auth, 'read', formSubject(form));
    return form;
  }

  private async answerCount(formId: string): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(answers).where(eq(answers.formId, formId));
    return row?.value ?? 0;
  }

  async get(auth: AuthContext, id: string): Promise<FormDetail> {
    requireAccess(auth, 'read', 'formulario');
    const form = await this.load(auth, id);
    const [municipality] = await this.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, form.municipalityId));
    const answered = await this.answerCount(id);
    return {
      id: form.id,
      // The row's prefix is the one codes are made with.
      template: { ...form.template, keyPrefix: form.keyPrefix },
      municipality: {
        id: municipality!.id,
        name: municipality!.name,
        key: municipality!.key,
      },
      answerCount: answered,
      lock: formLock(answered, form.template.options.editableForm),
      editHistory: form.editHistory,
      duplicatedInfo: form.duplicatedInfo ?? null,
      createdAt: form.createdAt.toISOString(),
      updatedAt: form.updatedAt.toISOString(),
    };
  }

  async create(auth: AuthContext, input: FormTemplate, ip: string): Promise<FormDetail> {
    requireAccess(auth, 'create', 'formulario');
    const checked = formTemplateSchema.parse(input);
    const { mainArea, municipality } = await checkFormTemplate(this, auth, checked);
    const template = await this.management.withIncidentTypes(
      auth,
      await withListedAgenda(this, checked, municipality, null),
      municipality,
    );
    const now = new Date();
    const created = await this.withPrefix(
      template.keyPrefix,
      () => freeDefaultKeyPrefix(this.db, municipality.key, template.title),
      (keyPrefix) =>
        this.db.transaction(async (tx) => {
          const stored = { ...template, keyPrefix };
          const [row] = await tx
            .insert(forms)
            .values({
              title: template.title.trim(),
              template: stored,
              mainAreaId: mainArea.id,
              areaIds: template.areaIds,
              municipalityId: municipality.id,
              public: template.options.public,
              responseLimit: template.options.limitResponses ? template.responseLimit : null,
              editHistory: [{ date: now.toISOString(), username: usernameOf(auth) }],
              createdBy: auth.row.id,
            })
            .returning();
          await setKeyPrefix(tx, row!.id, keyPrefix);
          await audit(tx, {
            actorId: auth.row.id,
            action: 'create',
            subject: 'formulario',
            subjectId: row!.id,
            after: stored,
            ip,
          });
          return row!;
        }),
    );
    return this.get(auth, created.id);
  }

  /**
   * Runs `write` with the chosen prefix, or with the default `pick` finds; a default another form
   * took meanwhile is picked again, a chosen prefix that is taken is FORM_KEY_PREFIX_TAKEN.
   */
  private async withPrefix<T>(
    chosen: string | null,
    pick: () => Promise<string>,
    write: (keyPrefix: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(chosen ?? (await pick()));
      } catch (error) {
        if (!lostPrefixRace(error)) throw error;
        if (chosen !== null || attempt >= PREFIX_RACE_TRIES) throw keyPrefixTaken();
      }
    }
  }

  async update(auth: AuthContext, id: string, input: FormTemplate, ip: string): Promise<FormDetail> {
    requireAccess(auth, 'update', 'formulario');
    const form = await this.load(auth, id);
    requireAccess(auth, 'update', formSubject(form));
    let template = formTemplateSchema.parse(input);
    const lock = formLock(await this.answerCount(id), form.template.options.editableForm);
    if (lock === 'locked') throw apiError('FORM_LOCKED');
    if (lock === 'content-only' && structureChanged(form.template, template)) {
      throw apiError('FORM_HAS_ANSWERS');
    }
    const checked = await checkFormTemplate(this, auth, template);
    const { mainArea, municipality } = checked;
    await keepSectionsWithOrders(this, id, template);
    template = await withListedAgenda(this, template, municipality, form.template.appointmentGroup);
    template = await this.management.withIncidentTypes(auth, template, municipality);
    // A new prefix (allowed while the form may be edited): the answers keep their codes, the next
    // ones number from 1 under it. Null keeps the prefix.
    const newPrefix =
      template.keyPrefix !== null && template.keyPrefix !== form.keyPrefix ? template.keyPrefix : null;
    template = { ...template, keyPrefix: newPrefix ?? form.keyPrefix };
    const now = new Date();
    await this.db.transaction(async (tx) => {
      if (newPrefix) await setKeyPrefix(tx, id, newPrefix);
      await tx
        .update(forms)
        .set({
          title: template.title.trim(),
          template,
          mainAreaId: mainArea.id,
          areaIds: template.areaIds,
          municipalityId: municipality.id,
          public: template.options.public,
          responseLimit: template.options.limitResponses ? template.responseLimit : null,
          editHistory: [...form.editHistory, { date: now.toISOString(), username: usernameOf(auth) }],
          updatedAt: now,
        })
        .where(eq(forms.id, id));
      await audit(tx, {
        actorId: auth.row.id,
        action: 'update',
        subject: 'formulario',
        subjectId: id,
        before: form.template,
        after: template,
        ip,
      });
    });
    return this.get(auth, id);
  }

  /** The scope switch (spec part 1 §4.4): only admin, elevated supervisor and generator; never for citizen forms. */
  async setPublic(
    auth: AuthContext,
    id: string,
    isPublic: boolean,
    ip: string,
  ): Promise<{ public: boolean }> {
    requireAccess(auth, 'update', 'formulario');
    const form = await this.load(auth, id);
    requireAccess(auth, 'update', 'alcance_formulario');
    requireAccess(auth, 'update', formSubject(form));
    if (scopeSwitchDisabled(form.template.options)) {
      throw apiError('CITIZEN_FORM_NOT_PUBLIC');
    }
    const template = {
      ...form.template,
      options: { ...form.template.options, public: isPublic },
    };
    await this.db.transaction(async (tx) => {
      await tx
        .update(forms)
        .set({ public: isPublic, template, updatedAt: new Date() })
        .where(eq(forms.id, id));
      await audit(tx, {
        actorId: auth.row.id,
        action: 'scope',
        subject: 'formulario',
        subjectId: id,
        before: { public: form.public },
        after: { public: isPublic },
        ip,
      });
    });
    return { public: isPublic };
  }

  /** Spec part 1 §4.3: a copy in the chosen area, duplicatedInfo, management data cleared, incidents off. */
  async duplicate(auth: AuthContext, id: string, areaId: string, ip: string): Promise<FormDetail> {
    requireAccess(auth, 'duplicate', 'formulario');
    const form = await this.load(auth, id);
    requireAccess(auth, 'duplicate', formSubject(form));
    const [area] = await this.db.select().from(areas).where(eq(areas.id, areaId));
    if (!area) throw apiError('NOT_FOUND', { resource: 'Area' });
    requireAccess(auth, 'read', subject('area', { id: areaId }));
    const [municipality] = await this.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, area.municipalityId));
    const now = new Date();
    const copied: FormTemplate = {
      ...form.template,
      areaIds: [areaId],
      options: {
        ...form.template.options,
        incidents: false,
        incidentsByState: false,
      },
      management: {
        sync: false,
        syncCitizen: false,
        incidentTypeId: null,
        incidentTypeName: null,
        incidentAreaId: null,
        incidentAreaName: null,
        incidentTypesByState: {},
      },
    };
    // The copy numbers its answers under a prefix of its own (the original's default, then 2, 3…).
    const copy = await this.withPrefix(
      null,
      () => freeDefaultKeyPrefix(this.db, municipality!.key, form.title),
      (keyPrefix) =>
        this.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(forms)
            .values({
              title: form.title,
              template: { ...copied, keyPrefix },
              mainAreaId: areaId,
              areaIds: [areaId],
              municipalityId: municipality!.id,
              public: form.public,
              responseLimit: form.responseLimit,
              duplicatedInfo: {
                username: usernameOf(auth),
                date: now.toISOString(),
                parentFormId: form.id,
              },
              editHistory: [],
              createdBy: auth.row.id,
            })
            .returning();
          await setKeyPrefix(tx, row!.id, keyPrefix);
          await audit(tx, {
            actorId: auth.row.id,
            action: 'duplicate',
            subject: 'formulario',
            subjectId: row!.id,
            after: { parentFormId: form.id, areaId, keyPrefix },
            ip,
          });
          return row!;
        }),
    );
    return this.get(auth, copy.id);
  }

  /**
   * Spec part 1 §4.2: soft delete (deletionInfo) when answered — or when payment orders name it,
   * which are never deleted — removed outright otherwise.
   */
  async delete(auth: AuthContext, id: string, ip: string): Promise<{ soft: boolean }> {
    requireAccess(auth, 'delete', 'formulario');
    const form = await this.load(auth, id);
    requireAccess(auth, 'delete', formSubject(form));
    const kept = (await this.answerCount(id)) > 0 || (await hasPayOrders(this, id));
    await this.db.transaction(async (tx) => {
      if (kept) {
        await tx
          .update(forms)
          .set({
            deleted: true,
            deletionInfo: {
              username: usernameOf(auth),
              date: new Date().toISOString(),
              emptyForm: false,
            },
          })
          .where(eq(forms.id, id));
      } else {
        await tx.delete(forms).where(eq(forms.id, id));
      }
      await audit(tx, {
        actorId: auth.row.id,
        action: kept ? 'soft-delete' : 'delete',
        subject: 'formulario',
        subjectId: id,
        before: form.template,
        ip,
      });
    });
    return { soft: kept };
  }
}
