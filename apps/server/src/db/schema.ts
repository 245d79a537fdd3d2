import type { FormTemplate, MunicipalitySettings, PdfSettings } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { searchFold } from './search-fold.ts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  flagIcon: text('flag_icon'),
  managementId: integer('management_id'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    managementId: integer('management_id'),
    createdAt: createdAt(),
  },
  (t) => [index('provinces_country_idx').on(t.countryId)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: id(),
    provinceId: uuid('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    /** idMuniCore: the municipality's id in the management system. */
    managementId: integer('management_id'),
    /** Upper-case keyword, also the answer-code prefix: unique, case-insensitively. */
    key: text('key').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** usarAWS: the "cloud" flag of the spec. */
    useCloud: boolean('use_cloud').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    settings: jsonb('settings').$type<Partial<MunicipalitySettings>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('municipalities_province_idx').on(t.provinceId),
    // Answer codes are keyword-n: two municipalities with one keyword would share codes.
    uniqueIndex('municipalities_key_uq').on(sql`lower(${t.key})`),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('areas_municipality_idx').on(t.municipalityId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** userMuniCore: username in the management system, stored lower-case. */
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Legajo: inspector staff file number. */
    inspectorId: text('inspector_id'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    /** 'password' for a Cabildo account, 'oidc' for single sign-on. */
    providerId: text('provider_id').notNull().default('password'),
    passwordHash: text('password_hash'),
    documentId: text('document_id'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The interface language the person chose last (a tag of LANGUAGES), kept so that texts the
     * server writes for them (password reset, exports, PDFs) are in it; null until known.
     */
    language: text('language'),
    lastAccessAt: at('last_access_at'),
    lastUpdateAt: at('last_update_at'),
    lastUpdateBy: uuid('last_update_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_username_uq').on(t.username),
    index('users_municipality_idx').on(t.municipalityId),
  ],
);

export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] }), index('user_areas_area_idx').on(t.areaId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** 'password' or 'sso': how the session was opened (the account type the account menu shows). */
    signInMethod: text('sign_in_method').notNull().default('password'),
    /** A single-sign-on session's ID token, for the provider's sign-out (id_token_hint); cleared when it ends. */
    idToken: text('id_token'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Single-sign-on attempts in flight (modules/auth/oidc-requests.ts): the state, nonce and PKCE
 * verifier of one browser's attempt, found by the SHA-256 of its cookie; used once, 10 minutes.
 */
export const oidcRequests = pgTable(
  'oidc_requests',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The page of this app to open after signing in. */
    returnTo: text('return_to').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('oidc_requests_token_uq').on(t.tokenHash),
    index('oidc_requests_expires_idx').on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'reset' (1 hour) or 'invite' (7 days, a new user's first password). */
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);

export const remoteConfig = pgTable('remote_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_events_subject_idx').on(t.subject, t.subjectId)],
);

/**
 * The embedded management-system adapter's own registry of users (the spec's MuniCore users):
 * a username verified for a new Cabildo user is reserved here.
 */
export const managementUsers = pgTable('management_users', {
  username: text('username').primaryKey(),
  municipalityManagementId: integer('municipality_management_id'),
  createdAt: createdAt(),
});

/**
 * A form: its template is one validated jsonb document; the columns that are queried are
 * pulled out of it (title, main area, municipality, public, deleted, response limit).
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    title: text('title').notNull(),
    template: jsonb('template').$type<FormTemplate>().notNull(),
    mainAreaId: uuid('main_area_id')
      .notNull()
      .references(() => areas.id),
    areaIds: uuid('area_ids').array().notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    public: boolean('public').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    deletionInfo: jsonb('deletion_info').$type<{ username: string; date: string; emptyForm: boolean }>(),
    duplicatedInfo: jsonb('duplicated_info').$type<{
      username: string;
      date: string;
      parentFormId: string;
    }>(),
    /**
     * Answer codes are keyPrefix + lastKeyNumber (fallback prefix DESC when null): unique across
     * Cabildo without case, so a code names one procedure (modules/forms/key-prefix.ts).
     */
    keyPrefix: text('key_prefix'),
    lastKeyNumber: integer('last_key_number').notNull().default(0),
    responseLimit: integer('response_limit'),
    editHistory: jsonb('edit_history').$type<{ date: string; username: string }[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forms_title_idx').on(t.title),
    index('forms_area_ids_idx').using('gin', t.areaIds),
    index('forms_municipality_idx').on(t.municipalityId),
    uniqueIndex('forms_key_prefix_uq').on(sql`upper(${t.keyPrefix})`),
  ],
);

/**
 * Answers: the answered template snapshot as jsonb (the AnswerDocument of packages/domain/src/answers)
 * plus an indexed column for every filter and lookup of the spec.
 */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    code: text('code').notNull(),
    document: jsonb('document').notNull().default({}),
    createdBy: uuid('created_by'),
    /** The author's display name at the time ('Usuario Anónimo' for anonymous answers). */
    createdByName: text('created_by_name'),
    citizenId: text('citizen_id'),
    citizenDocument: text('citizen_document'),
    state: integer('state'),
    public: boolean('public').notNull().default(false),
    pdfDownloadCode: text('pdf_download_code'),
    paymentOrderId: text('payment_order_id'),
    /** The id the browser gave the submission, so a resend after a lost connection never saves twice. */
    clientSubmissionId: uuid('client_submission_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * What the Excel export shows of the document (`exportValues`), written with it by every write
     * (modules/answers/repository.ts); null only on answers older than the column, until the
     * start-up backfill computes them.
     */
    exportValues: text('export_values'),
    /**
     * What the statistics count of the answer (`statisticsValues` of the domain: its local day, hour
     * and answered values, as corrected), written with the document by every write, which adds the
     * difference to statistics_counts in the same transaction; null until counted (answers older than
     * the column, counted by the start-up backfill).
     */
    statisticsValues: text('statistics_values'),
    /**
     * The "answered by" filter's keys (spec part 3 §2): the author's name ("first last") and
     * username, folded by \`searchFold\` (lower case, no accents), kept by the database itself.
     */
    authorNameKey: text('author_name_key').generatedAlwaysAs(
      searchFold(
        sql`btrim(coalesce(document #>> '{author,firstName}', '') || ' ' || coalesce(document #>> '{author,lastName}', ''))`,
      ),
    ),
    authorUsernameKey: text('author_username_key').generatedAlwaysAs(
      searchFold(sql`coalesce(nullif(document #>> '{author,username}', ''), created_by_name, '')`),
    ),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_form_code_uq').on(t.formId, t.code),
    index('answers_form_created_idx').on(t.formId, t.createdAt, t.id),
    index('answers_form_citizen_idx').on(t.formId, t.citizenId),
    uniqueIndex('answers_pdf_code_idx').on(t.pdfDownloadCode),
    uniqueIndex('answers_client_submission_uq').on(t.clientSubmissionId),
    // The answers list (spec part 3 §2): one index per filter, each ending in the list's order.
    index('answers_form_updated_idx').on(t.formId, t.updatedAt, t.id),
    index('answers_form_state_created_idx').on(t.formId, t.state, t.createdAt, t.id),
    // "Answered by": a prefix of the name or of the username (LIKE 'p%', hence text_pattern_ops).
    index('answers_form_author_name_idx').on(t.formId, t.authorNameKey.op('text_pattern_ops')),
    index('answers_form_author_username_idx').on(t.formId, t.authorUsernameKey.op('text_pattern_ops')),
    index('answers_form_citizen_document_idx').on(t.formId, t.citizenDocument),
    index('answers_form_creator_created_idx').on(t.formId, t.createdBy, t.createdAt, t.id),
    // The recipient search (spec part 3 §7): a person's answers across forms by document number, newest first.
    index('answers_citizen_document_created_idx')
      .on(t.citizenDocument, t.createdAt, t.id)
      .where(sql`${t.citizenDocument} is not null`),
    // Answers by code without case (the status lookup; the codes a new key prefix would reuse, by LIKE 'P-%').
    index('answers_code_upper_idx').on(sql`upper(${t.code}) text_pattern_ops`),
    // The answers whose export values are still to be computed (the start-up backfill's queue; empty once done).
    index('answers_export_values_missing_idx')
      .on(t.id)
      .where(sql`${t.exportValues} is null`),
    // The answers not counted in the statistics yet (the statistics backfill's queue; empty once done).
    index('answers_statistics_missing_idx')
      .on(t.id)
      .where(sql`${t.statisticsValues} is null`),
  ],
);

/**
 * The statistics of the answers (issue 14), kept by every write of an answer in its transaction
 * (modules/answers/repository.ts): how many times each item (answers, hour of day, state, section,
 * condition, question value; see the domain's statisticsValues) was counted per form and local day.
 * Each count is kept twice: once for everyone (`everyone`, author nil, not portal) — what most
 * readers see, few rows per day — and once per author and citizen-portal flag, for the readers the
 * visibility restricts (own answers, citizen-portal answers only). No foreign key: a form is removed
 * only when it has no answers, and its zero counts may stay.
 */
export const statisticsCounts = pgTable(
  'statistics_counts',
  {
    formId: uuid('form_id').notNull(),
    everyone: boolean('everyone').notNull(),
    /** The answer's author (nil for anonymous answers and for the everyone rows). */
    author: uuid('author').notNull(),
    citizenPortal: boolean('citizen_portal').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    item: text('item').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_counts_pk',
      columns: [t.formId, t.everyone, t.author, t.citizenPortal, t.day, t.item, t.value],
    }),
    // Answers per day (per day of a range, a form's total ever, the admin's months): a few small
    // entries per form and day, for everyone and per author. The count is not in it, so counter
    // updates stay HOT.
    index('statistics_counts_answers_idx')
      .on(t.formId, t.everyone, t.author, t.citizenPortal, t.day)
      .where(sql`${t.item} = 'answers'`),
  ],
);

/**
 * The monthly rollup of statistics_counts (issue 14): the same counts summed per calendar month
 * (`month`, its first day) for the days up to statistics_rollup.rolled_through; a change to a day
 * already rolled up is written here by the same writer in the same statement as the daily rows.
 * A range reads its whole months from here and only its edge days from the daily rows (domain
 * splitRange), so the cost of a range grows with months, not days.
 */
export const statisticsMonthCounts = pgTable(
  'statistics_month_counts',
  {
    formId: uuid('form_id').notNull(),
    everyone: boolean('everyone').notNull(),
    author: uuid('author').notNull(),
    citizenPortal: boolean('citizen_portal').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    item: text('item').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_month_counts_pk',
      columns: [t.formId, t.everyone, t.author, t.citizenPortal, t.month, t.item, t.value],
    }),
  ],
);

/**
 * How far the monthly rollup is complete (one row): statistics_month_counts holds every daily count
 * of days up to `rolled_through`; later days are in statistics_counts only, until the rollup job
 * (modules/statistics/rollup.ts) adds the days that have closed. A save of a new answer writes its
 * day only; a change to an answer of a day already rolled up writes both (answers/statistics-counts.ts).
 */
export const statisticsRollup = pgTable(
  'statistics_rollup',
  {
    id: integer('id').primaryKey(),
    rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
  },
  (t) => [check('statistics_rollup_one_row', sql`${t.id} = 1`)],
);

/**
 * Uploaded files: the bytes live in the storage port; this row says what they are, who sent them
 * and, once an answer is saved with them, which answer they belong to (then only those who may
 * read that answer may read them).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by'),
    formId: uuid('form_id'),
    answerId: uuid('answer_id'),
    /** SHA-256 of the secret handed to an anonymous uploader, who has no session to prove ownership. */
    uploadTokenHash: text('upload_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('files_answer_idx').on(t.answerId)],
);

/**
 * The embedded citizen registry (the spec's MuniDigital citizens): natural persons by document
 * number, legal entities by tax id, per municipality.
 */
export const citizens = pgTable(
  'citizens',
  {
    id: id(),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    /** 'natural' (tipo fisica, document type DNI=1) or 'legal' (juridica, CUIT=11). */
    kind: text('kind').notNull().default('natural'),
    documentType: integer('document_type').notNull().default(1),
    documentNumber: text('document_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    /** Hash the citizen portal identifies the citizen by (getCitizenByHash). */
    portalHash: text('portal_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('citizens_municipality_document_uq').on(t.municipalityId, t.documentType, t.documentNumber),
    uniqueIndex('citizens_portal_hash_uq').on(t.portalHash),
  ],
);

/**
 * The embedded management system's asset registry (identifiers: street lights, trees, bins...),
 * answered by getIdentifiers / getIdentifierDataById.
 */
export const managementAssets = pgTable(
  'management_assets',
  {
    id: text('id').primaryKey(),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    description: text('description').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('management_assets_position_idx').on(t.latitude, t.longitude)],
);

/** Binary data: Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A municipality's PDF settings (how its records look) and its logo, one row per municipality
 * (docs/decisions.md "Records"). No row: the defaults, no logo. The logo (at most 5 MB) lives in the
 * row, so the portable-print exclusion is one row's rule, held by the database too.
 */
export const pdfSettings = pgTable(
  'pdf_settings',
  {
    municipalityId: uuid('municipality_id')
      .primaryKey()
      .references(() => municipalities.id),
    settings: jsonb('settings').$type<PdfSettings>().notNull(),
    logo: bytea('logo'),
    /** image/png or image/jpeg, by content. */
    logoType: text('logo_type'),
    /** The logo's size in pixels, read from its header. */
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check(
      'pdf_settings_logo_complete',
      sql`(${t.logo} IS NULL) = (${t.logoType} IS NULL) AND (${t.logo} IS NULL) = (${t.logoWidth} IS NULL) AND (${t.logo} IS NULL) = (${t.logoHeight} IS NULL)`,
    ),
    check(
      'pdf_settings_logo_or_portable_print',
      sql`${t.logo} IS NULL OR (${t.settings} ->> 'portablePrint') IS DISTINCT FROM 'true'`,
    ),
  ],
);

/**
 * Ticket orders (spec part 2 §3 "Payment order record", payOrder; issue 17): one row per validated
 * order, numbered per municipality (12 digits, from payment_order_counters in the same
 * transaction), holding its section's stock (payment_stock) while pending or paid. `answer_id` is
 * set when the answer is saved with the order; the gateway's notification moves it to paid or
 * denied; a person's edit before paying cancels it. The access token that lets its creator cancel,
 * link and pay it is kept hashed.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    answerId: uuid('answer_id').references(() => answers.id),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('pending_validation'),
    sectionName: text('section_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    fullName: text('full_name').notNull(),
    idNumber: text('id_number').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    merchantCode: text('merchant_code').notNull(),
    terminal: text('terminal').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Ds_AuthorisationCode of the approving notification: the payment reference. */
    authorisationCode: text('authorisation_code'),
    /** The gateway's operation id (the approving notification's signature), printed on the receipt. */
    operationId: text('operation_id'),
    /** Ds_Response of the last notification that changed the order. */
    gatewayResponse: text('gateway_response'),
    /** Verified notifications received (repeats included). */
    notifications: integer('notifications').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    payRequestedAt: at('pay_requested_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('pay_orders_municipality_number_uq').on(t.municipalityId, t.orderNumber),
    uniqueIndex('pay_orders_answer_uq').on(t.answerId),
    index('pay_orders_form_status_idx').on(t.formId, t.status, t.createdAt),
    check(
      'pay_orders_status_known',
      sql`${t.status} IN ('pending_validation', 'paid', 'denied', 'cancelled')`,
    ),
    check('pay_orders_number_12_digits', sql`${t.orderNumber} ~ '^[0-9]{12}$'`),
    check(
      'pay_orders_amount',
      sql`${t.quantity} > 0 AND ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/**
 * The municipality's pay order counter (the spec's municipality payOrderId): bumped by one row
 * update in the order's transaction, so numbers are gap-free and never repeat (a failed order
 * rolls its number back); not a sequence, which would leave gaps.
 */
export const paymentOrderCounters = pgTable('payment_order_counters', {
  municipalityId: uuid('municipality_id')
    .primaryKey()
    .references(() => municipalities.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * What orders hold of a form's payment section (pending and paid ones). The section's stock is the
 * editor's number on the form (payment.sections[].stockLeft); what is left is that less `held`, and
 * an order takes its quantity with one conditional update of this row, so no two orders can take
 * the same tickets and the editor's saves never overwrite a sale.
 */
export const paymentStock = pgTable(
  'payment_stock',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    sectionName: text('section_name').notNull(),
    held: integer('held').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.sectionName] })],
);

/**
 * A municipality's card merchant (spec part 2 §7 municipality merchantCode): its code and its
 * secret, encrypted with PAYMENT_SECRET_KEY (AES-256-GCM); never sent to a browser nor logged.
 */
export const paymentMerchants = pgTable('payment_merchants', {
  municipalityId: uuid('municipality_id')
    .primaryKey()
    .references(() => municipalities.id),
  merchantCode: text('merchant_code').notNull(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/**
 * A receiver of answer events (issue 18 item 4, beyond the spec): an HTTPS address of another
 * system, for the answers of one municipality or of one of its forms, and the events it wants. Its
 * secret signs every delivery (HMAC-SHA256), stored encrypted like the merchant secrets.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** Null: every form of the municipality. */
    formId: uuid('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_municipality_idx').on(t.municipalityId),
    index('webhook_endpoints_form_idx').on(t.formId),
  ],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the answer's write
 * (modules/answers/repository.ts), sent by the delivery worker (modules/webhooks/worker.ts) and
 * kept as the delivery log. The body is `payload` with the delivery's id and event, as JSON text.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** No reference: the log outlives a deleted answer. */
    answerId: uuid('answer_id').notNull(),
    answerCode: text('answer_code').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending', 'delivered' or 'failed' (the attempts ran out). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery is due (a claimed one: when its claim lapses); null once settled. */
    nextAttemptAt: at('next_attempt_at').defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The first characters of the receiver's last answer, never more. */
    lastResponse: text('last_response'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * Rate limits shared by every instance on this database (http/rate-limiter.ts): one row per
 * limiter and key, holding the key's hits of the sliding window as millisecond timestamps, never
 * more than `max_hits` of them. Keys hold addresses and e-mails: only their SHA-256 is stored.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    limiter: text('limiter').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** The limit and window the row was last written with (an upsert of several rows reads its own). */
    maxHits: integer('max_hits').notNull(),
    windowMs: integer('window_ms').notNull(),
    /** Whether the last take found room (what the upsert answers). */
    taken: boolean('taken').notNull(),
    /** When the newest hit leaves the window: the row is then worth nothing and is swept. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.limiter, t.keyHash] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);
