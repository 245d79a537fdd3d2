import { subject } from '@casl/ability';
import type { Actor, AppAbility } from '../access/ability.ts';

/**
 * Who may change a municipality's PDF settings (docs/decisions.md "Records"): whoever may update the
 * forms of their own areas in it (spec part 1 §6, `update` on `formulario`); the admin, any
 * municipality's. The settings shape every record of the municipality, so nobody of another one.
 */
export function mayEditPdfSettings(
  ability: AppAbility,
  actor: Pick<Actor, 'areaIds'>,
  municipalityId: string,
): boolean {
  return ability.can('update', subject('formulario', { municipalityId, areaIds: [...actor.areaIds] }));
}

/**
 * Who may read them and see the stored logo: those who may change them, and those who may read
 * answers in the municipality (every record they download shows the same logo and header).
 */
export function mayReadPdfSettings(
  ability: AppAbility,
  actor: Pick<Actor, 'id' | 'areaIds'>,
  municipalityId: string,
): boolean {
  if (mayEditPdfSettings(ability, actor, municipalityId)) return true;
  return ability.can(
    'read',
    subject('respuesta', {
      municipalityId,
      formAreaIds: [...actor.areaIds],
      formPublic: false,
      citizenPortal: false,
      createdById: actor.id,
    }),
  );
}
