import type { OptionFlag, OptionFlags } from './template.ts';

export type OptionContext = { stateCount: number };

/**
 * Whether an option can be switched right now (spec part 2 §5 "Other editor rules" and part 1 §4.4):
 * citizen association is disabled while public or citizen is on; send-e-mail while appointment is on;
 * incidents by state needs more than one state and incidents on.
 */
export function optionDisabled(options: OptionFlags, flag: OptionFlag, context: OptionContext): boolean {
  switch (flag) {
    case 'citizenAssociationFromCitizenPortal':
      return !options.citizenAssociationFromCitizenPortal && (options.public || options.citizen);
    case 'public':
      return !options.public && (options.citizen || options.citizenAssociationFromCitizenPortal);
    case 'sendEmail':
      return options.addAppointment;
    case 'incidentsByState':
      return !options.incidents || context.stateCount <= 1;
    case 'citizenRequired':
      return !options.citizen;
    default:
      return false;
  }
}

/** Applies one switch and everything it implies, so no stored form breaks the mutual exclusions. */
export function setOption(options: OptionFlags, flag: OptionFlag, value: boolean): OptionFlags {
  const next: OptionFlags = { ...options, [flag]: value };
  // A public or portal form is no longer internal: its answers are shown in the citizen portal again.
  if (value && (flag === 'public' || flag === 'citizenAssociationFromCitizenPortal'))
    next.hiddenFromCitizenPortal = false;
  if (value && flag === 'public') next.citizenAssociationFromCitizenPortal = false;
  if (value && flag === 'citizen') {
    next.citizenAssociationFromCitizenPortal = false;
    next.public = false;
  }
  if (value && flag === 'citizenAssociationFromCitizenPortal') next.public = false;
  if (value && flag === 'addAppointment') next.sendEmail = false;
  if (!value && flag === 'citizen') next.citizenRequired = false;
  if (!value && flag === 'incidents') next.incidentsByState = false;
  return next;
}

/** True when a stored set of options breaks one of the exclusions (the server refuses it). */
export function optionConflict(options: OptionFlags, context: OptionContext): OptionFlag | null {
  if (options.public && options.citizenAssociationFromCitizenPortal)
    return 'citizenAssociationFromCitizenPortal';
  if (options.public && options.citizen) return 'public';
  if (options.sendEmail && options.addAppointment) return 'sendEmail';
  if (options.incidentsByState && (!options.incidents || context.stateCount <= 1)) return 'incidentsByState';
  if (options.citizenRequired && !options.citizen) return 'citizenRequired';
  return null;
}

/** The scope switch of the form list is disabled for citizen forms (spec part 1 §4.4). */
export function scopeSwitchDisabled(options: OptionFlags): boolean {
  return options.citizen || options.citizenAssociationFromCitizenPortal;
}

/** A question's "required" means "the file is required" when an image or document is asked for. */
export function requiresOnlyAttachment(question: { attachImage: boolean; attachDocument: boolean }): boolean {
  return question.attachImage || question.attachDocument;
}
