/** Background jobs (issue 20 item 1, beyond the spec): the admin's page of the job queues. */
export const jobsEn = {
  title: 'Background jobs',
  subtitle:
    'Work the server does on its own, each job on one instance only: webhook deliveries, reset e-mails, the sweep of unused files and the statistics. Counts of now and of the last 24 hours.',
  queuesTitle: 'Queues',
  loadError: 'The jobs could not be loaded. Reload the page.',
  empty: 'No queues.',
  hint: 'A failed job has spent its retries; “Retry” gives it one more attempt, on whichever instance takes it first.',
  columns: {
    queue: 'Queue',
    queued: 'Waiting',
    active: 'Running',
    failed: 'Failed',
    retriedRecently: 'Retried (24 h)',
    completedRecently: 'Completed (24 h)',
    actions: 'Actions',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Webhook deliveries',
      about: 'Sends the deliveries that are due, every few seconds.',
    },
    'password-reset-mail': {
      name: 'Password reset e-mails',
      about: 'One job per request; retried while the mail server fails.',
    },
    'user-invitation-mail': {
      name: 'Invitations of imported users',
      about: 'One job per imported user; retried while the mail server fails.',
    },
    'pending-file-sweep': {
      name: 'Unused file sweep',
      about: 'Deletes uploads no answer took within a day, every hour.',
    },
    'statistics-rollup': {
      name: 'Statistics rollup',
      about: 'Adds the days that closed to the monthly figures.',
    },
    'statistics-backfill': {
      name: 'Statistics backfill',
      about: 'Counts older answers, once after an upgrade.',
    },
    'statistics-recount': {
      name: 'Statistics recount',
      about: "Counts a municipality's answers again in its new time zone, after the zone changes.",
    },
    'export-values-backfill': {
      name: 'Export values backfill',
      about: 'Prepares older answers for the Excel export, once after an upgrade.',
    },
    'webhook-log-prune': {
      name: 'Webhook log clean-up',
      about: 'Deletes settled deliveries older than 30 days, every hour.',
    },
  },
  failures: {
    title: 'Last failures',
    empty: 'No job has failed.',
    failedAt: 'Failed at',
    attempts: 'Attempts',
    attemptsCount_one: '{{count}} attempt',
    attemptsCount_other: '{{count}} attempts',
    error: 'Error',
    retry: 'Retry',
    retried: 'The job is queued again.',
  },
};
