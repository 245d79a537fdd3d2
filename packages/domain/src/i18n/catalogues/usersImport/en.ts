import { rolesEn } from '../roles/en.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in English (see es.ts). */
export const en: UsersImportCatalogue = {
  columns: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'Role',
    areas: 'Areas',
    username: 'Username',
    inspectorId: 'Staff number',
    language: 'Language',
  },
  roles: rolesEn,
  problems: {
    REQUIRED: 'All the required fields must be completed.',
    EMAIL_INVALID: 'Enter a valid email address.',
    TOO_LONG: 'The value is too long.',
    INVALID: 'The value is not valid.',
    ROLE_UNKNOWN: 'There is no role “{{value}}”.',
    ROLE_NOT_ALLOWED: 'You cannot grant the role “{{value}}”.',
    AREA_UNKNOWN: 'The municipality has no area “{{value}}”.',
    LANGUAGE_UNKNOWN: 'The language “{{value}}” is not valid (es, en, ca, pt, gl, eu, es-419, ja).',
    DUPLICATE_IN_FILE: 'Repeats the value of row {{first}}.',
    EMAIL_EXISTS: 'A user with this email already exists.',
    USERNAME_EXISTS: 'A user with that name already exists.',
    INSPECTOR_ID_EXISTS: 'Another user of the municipality has this staff number.',
    USERNAME_INVALID: 'The username is not valid.',
    MANAGEMENT_SYSTEM_ERROR: 'An error occurred while communicating with the digital platform.',
  },
  outcomes: {
    created: 'Created',
    skipped: 'Skipped',
    failed: 'Failed',
  },
  summary: {
    row: 'Row',
    email: 'Email',
    outcome: 'Outcome',
    reason: 'Reason',
    fileName: 'user-import.csv',
  },
  template: {
    fileName: 'users-template',
    firstName: 'Ann',
    lastName: 'Smith',
    inspectorId: '1234',
  },
};
