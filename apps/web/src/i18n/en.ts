import type { answersExportEn } from './answers-export/en.ts';
import type { answersListEn } from './answers-list/en.ts';
import type { ownAnswersEn } from './own-answers/en.ts';
import type { answerViewEn } from './answer-view/en.ts';
import type { answersEn } from './answers/en.ts';
import type { answeringEn } from './answering/en.ts';
import type { citizensEn } from './citizens/en.ts';
import type { placesEn } from './places/en.ts';
import type { uploadsEn } from './uploads/en.ts';
import type { correctionEn } from './correction/en.ts';
import type { homeEn } from './home/en.ts';
import type { usersEn } from './users/en.ts';
import type { geographyEn } from './geography/en.ts';
import type { adminEn } from './admin/en.ts';
import type { rolesEn } from './roles/en.ts';
import type { formsEn } from './forms/en.ts';
import type { formsListEn } from './forms-list/en.ts';
import type { editorEn } from './editor/en.ts';
import type { filesEn } from './files/en.ts';
import type { statisticsEn } from './statistics/en.ts';
import type { pdfSettingsEn } from './pdf-settings/en.ts';
import type { lookupEn } from './lookup/en.ts';
import type { citizenPortalEn } from './citizen-portal/en.ts';
import type { citizenRevisionEn } from './citizen-revision/en.ts';
import type { appointmentsEn } from './appointments/en.ts';
import type { recordsEn } from './records/en.ts';
import type { paymentsEn } from './payments/en.ts';
import type { webhooksEn } from './webhooks/en.ts';
import type { auditEn } from './audit/en.ts';
import type { jobsEn } from './jobs/en.ts';
import { errorsEn } from './errors/en.ts';

/**
 * The English texts every page needs: sign-in, the shell, errors. A feature's texts are parts of
 * their own (`./<part>/en.ts`), loaded with the page that shows them (`loadCatalogueParts`).
 */
export const en = {
  app: {
    name: 'Cabildo',
    tagline: 'Digital forms for municipalities',
    features: {
      build: 'Forms with maps, photos, documents, signatures and payments.',
      review: 'Answers reviewed, corrected and moved through their workflow.',
      citizens: 'Citizens answer and follow their procedures online.',
    },
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Use your Cabildo account to continue.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    or: 'or',
    orWithEmail: 'or with your email',
    sso: 'Sign in with single sign-on',
    forgotPassword: 'Forgotten password?',
    emailInvalid: 'Enter a valid email address.',
    passwordRequired: 'Enter your password.',
    sessionError: 'Could not get the session data.',
    sessionEnded: 'Your session has ended. Sign in again to carry on where you were.',
    firstAdmin: {
      title: 'No administrator yet',
      body: 'This installation has no user. Whoever runs the server creates the first administrator: set <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> and restart the server, or run <code>npm run create-admin</code> on the server. Then sign in here.',
    },
    noProductUser: {
      title: 'There is no Cabildo user for this account.',
      body: 'Ask your supervisor to register your account in Cabildo, then sign in again.',
      logout: 'Sign out',
    },
    blocked: {
      title: 'Access denied. Municipality blocked',
      body: 'Your municipality is disabled in Cabildo. You will be signed out in a few seconds.',
    },
    forgot: {
      title: 'Recover your password',
      body: 'Enter the email of your account and we will send you a link to choose a new password.',
      send: 'Send link',
      cancel: 'Cancel',
      sent: 'If the address belongs to an account, a recovery link is on its way. Check your inbox in a few minutes.',
      failed: 'The recovery link could not be sent. Try again in a few minutes.',
    },
    reset: {
      title: 'Choose a new password',
      subtitle: 'At least 8 characters. Every open session of your account will be closed.',
      password: 'New password',
      confirm: 'Repeat the new password',
      save: 'Save password',
      saving: 'Saving…',
      tooShort: 'The password needs at least 8 characters.',
      mismatch: 'The two passwords do not match.',
      done: 'Your password has been changed. You can sign in now.',
      goToLogin: 'Go to sign in',
      invalidLink: 'This link has expired or was already used. Ask for a new one and open the latest email.',
      requestNew: 'Ask for a new link',
      missingToken: 'This link is not complete. Open the link from the email again, or ask for a new one.',
    },
  },
  shell: {
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    accountMenu: '{{initials}}: account menu',
    signOut: 'Sign out',
    about: {
      menuItem: 'About Cabildo',
      title: 'About Cabildo',
      product: 'Digital forms for municipalities',
      version: 'Version {{version}}',
      licence: 'Free software under the European Union Public Licence, EUPL-1.2.',
      readLicence: 'Read the licence',
      changelog: "What's new in each version",
      close: 'Close',
    },
    accountType: { sso: 'Single sign-on account', password: 'Cabildo account' },
    adminNav: 'Administration',
    links: {
      users: 'Users',
      areas: 'Municipal areas',
      municipalities: 'Municipalities',
      webhooks: 'Webhooks',
      jobs: 'Jobs',
      audit: 'Audit trail',
      forms: 'Forms',
      home: 'Home',
    },
  },
  pages: {
    titles: {
      forms: 'Forms',
      formEditor: 'Form editor',
      answer: 'Answer form',
      answers: 'Answers',
      answerView: 'View answer',
      answerEdit: 'Edit answer',
      correction: 'Correct answer',
      statistics: 'Statistics',
      myAnswers: 'My answers',
      sent: 'Answer sent',
      users: 'Users',
      areas: 'Municipal areas',
      municipalities: 'Municipalities',
      paymentSuccess: 'Payment approved',
      paymentDenied: 'Payment denied',
      citizenAnswer: 'Answer form',
      citizenReview: 'Review your answer',
      citizenAnswers: 'My procedures',
      saved: 'Answer saved',
      publicAnswer: 'Answer form',
      statusLookup: 'Check the status of a procedure',
      recordLookup: 'Find a record',
    },
  },
  errors: errorsEn,
  text: {
    errors: {
      invalidCharacters:
        'The text has a character that cannot be saved (a null character or a broken emoji). Remove it and try again.',
    },
  },
  forbidden: {
    title: 'Access denied',
    body: 'You do not have the permissions needed to access this page.',
    home: 'Go to home',
  },
  notFound: {
    title: '404',
    body: 'The requested URL was not found.',
    home: 'Go to home',
  },
  crash: {
    title: 'Sorry, something went wrong...',
    body: 'An unexpected error stopped this page. Your work in other tabs is safe.',
    home: 'Return to home',
  },
};

/** The parts, by the key their texts live under. */
type Parts = {
  'answers-export': typeof answersExportEn;
  'answers-list': typeof answersListEn;
  'own-answers': typeof ownAnswersEn;
  'answer-view': typeof answerViewEn;
  answers: typeof answersEn;
  answering: typeof answeringEn;
  citizens: typeof citizensEn;
  places: typeof placesEn;
  uploads: typeof uploadsEn;
  correction: typeof correctionEn;
  home: typeof homeEn;
  users: typeof usersEn;
  geography: typeof geographyEn;
  admin: typeof adminEn;
  roles: typeof rolesEn;
  forms: typeof formsEn;
  'forms-list': typeof formsListEn;
  editor: typeof editorEn;
  files: typeof filesEn;
  statistics: typeof statisticsEn;
  records: typeof recordsEn;
  'pdf-settings': typeof pdfSettingsEn;
  lookup: typeof lookupEn;
  'citizen-portal': typeof citizenPortalEn;
  'citizen-revision': typeof citizenRevisionEn;
  appointments: typeof appointmentsEn;
  payments: typeof paymentsEn;
  webhooks: typeof webhooksEn;
  jobs: typeof jobsEn;
  audit: typeof auditEn;
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** What every language's core catalogue holds. */
export type CoreCatalogue = Widen<typeof en>;
/** Every text: the core and all parts, the type `t()` checks keys against. */
export type Catalogue = Widen<typeof en & Parts>;
export type CataloguePart = keyof Parts;
