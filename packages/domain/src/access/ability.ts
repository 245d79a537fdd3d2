import {
  AbilityBuilder,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
} from '@casl/ability';
import { MUNICIPALITY_WIDE_ROLES, ROLE_GRANTS, ROLE_REACH } from './grants.ts';
import {
  isOwnAnswersOnly,
  landsOnHome,
  primaryRole,
  seesScopeSwitch,
  type Action,
  type Subject,
} from './roles.ts';

/** Tags a record with its subject name for a check on it: `ability.can('read', subject('area', { id }))`. */
export { subject } from '@casl/ability';

/** The fields record rules look at; later features pass real records shaped like these. */
export type FormRecord = { areaIds: string[]; municipalityId: string | null };
/**
 * An answer as the rules see it: its form's first area, municipality and current visibility (not a
 * copy kept on the answer: a form switched to private stops widening access at once), whether it
 * came from the citizen portal, and who created it.
 */
export type AnswerRecord = {
  createdById: string | null;
  formAreaIds: string[];
  municipalityId: string | null;
  formPublic: boolean;
  citizenPortal: boolean;
};
/** A user of a municipality; `role` (the primary one) when the check concerns granting or editing it. */
export type MunicipalUserRecord = { municipalityId: string | null; role?: string | null };
/** A municipality (`municipio`) and an area (`area`) as the reach rules see them. */
export type MunicipalityRecord = { id: string };
export type AreaRecord = { id: string };

/** Checked against a subject name, or a record tagged with `subject('respuesta', record)`. */
export type AppAbility = MongoAbility<[Action, Subject | ForcedSubject<Subject>]>;

/** Who is asking: enough of the user for every permission decision. */
export type Actor = {
  id: string;
  roles: readonly string[];
  areaIds: readonly string[];
  municipalityId: string | null;
};

/**
 * Permissions of one user: the role table of spec part 1 §6 plus the record rules.
 * Admin sees everything; an elevated supervisor is held to the own municipality;
 * everyone else to forms of their areas, and may also read (never review) answers of public forms
 * and citizen-portal answers of the own municipality; own-answers-only roles act only on answers
 * they created.
 */
export function defineAbilityFor(actor: Actor | null): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  // Subjects are plain names here, so CASL cannot type their conditions: state the shape once.
  type Rule = (actions: Action[], subject: Subject, conditions?: MongoQuery) => void;
  const can = builder.can as Rule;
  const cannot = builder.cannot as Rule;
  const build = () => builder.build();
  const role = actor ? primaryRole(actor.roles) : null;
  if (!actor || !role) return build();

  const everywhere = ROLE_REACH[role] === 'everywhere';
  const municipalityWide = MUNICIPALITY_WIDE_ROLES.includes(role);
  const areaIds = [...actor.areaIds];
  const ownOnly = isOwnAnswersOnly(role);
  const own = (query: MongoQuery): MongoQuery => (ownOnly ? { ...query, createdById: actor.id } : query);
  // Areas belong to one municipality; stating it again keeps every record rule inside it.
  const ownMunicipality = { municipalityId: actor.municipalityId };

  for (const grant of ROLE_GRANTS[role]) {
    for (const subject of grant.subjects) {
      const actions = [...grant.actions];
      if (everywhere) {
        can(actions, subject);
      } else if (subject === 'usuario_municipio') {
        can(actions, subject, { municipalityId: actor.municipalityId });
      } else if (municipalityWide) {
        can(actions, subject, own({ municipalityId: actor.municipalityId }));
      } else if (subject === 'respuesta') {
        can(actions, subject, own({ ...ownMunicipality, formAreaIds: { $in: areaIds } }));
        // Public forms and citizen-portal answers widen who may answer and who may look, never who
        // may review (spec part 3 §5): reading only, and only inside the own municipality.
        if (actions.includes('read')) {
          can(['read'], subject, own({ ...ownMunicipality, formPublic: true }));
          can(['read'], subject, own({ ...ownMunicipality, citizenPortal: true }));
        }
      } else if (subject === 'estadistica_formulario' || subject === 'formulario') {
        can(actions, subject, { ...ownMunicipality, areaIds: { $in: areaIds } });
      } else {
        can(actions, subject);
      }
    }
  }
  // The recipient search is part of /home (spec part 3 §8); the scope switch of part 1 §7.1.
  if (landsOnHome(role)) can(['read'], 'destinatario');
  if (seesScopeSwitch(role)) can(['update'], 'alcance_formulario');
  // The audit trail (issue 31): admin all of it, the elevated supervisor the own municipality's.
  if (everywhere) can(['manage'], 'auditoria');
  else if (municipalityWide) can(['read'], 'auditoria', { municipalityId: actor.municipalityId });
  if (everywhere) {
    can(['manage'], 'municipio');
    can(['manage'], 'area');
    can(['manage'], 'estadistica_general');
    can(['manage'], 'sistema');
  } else {
    can(['read'], 'municipio', { id: actor.municipalityId });
    can(['read'], 'area', { id: { $in: areaIds } });
    // Users with a role that reaches everywhere are granted and edited only by such a role.
    const everywhereRoles = Object.entries(ROLE_REACH).flatMap(([r, reach]) =>
      reach === 'everywhere' ? [r] : [],
    );
    cannot(['manage'], 'usuario_municipio', { role: { $in: everywhereRoles } });
  }
  return build();
}

/** The flat list of rules the browser needs to mirror the server (CASL's packed form is overkill here). */
export function rulesFor(actor: Actor | null) {
  return defineAbilityFor(actor).rules;
}
