import type { Catalogue } from '../en.ts';

export const jobsGl: Catalogue['jobs'] = {
  title: 'Tarefas en segundo plano',
  subtitle:
    'Traballo que o servidor fai pola súa conta, cada tarefa nunha soa instancia: envíos de webhooks, correos de recuperación de contrasinal, limpeza de ficheiros sen uso e estatísticas. Cifras de agora e das últimas 24 horas.',
  queuesTitle: 'Colas',
  loadError: 'Non se puideron cargar as tarefas. Recargue a páxina.',
  empty: 'Non hai colas.',
  hint: 'Unha tarefa fallida esgotou os reintentos; «Reintentar» dálle un intento máis, na instancia que a colla primeiro.',
  columns: {
    queue: 'Cola',
    queued: 'En espera',
    active: 'En curso',
    failed: 'Fallidas',
    retriedRecently: 'Reintentadas (24 h)',
    completedRecently: 'Completadas (24 h)',
    actions: 'Accións',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Envíos de webhooks',
      about: 'Envía os envíos pendentes, cada poucos segundos.',
    },
    'password-reset-mail': {
      name: 'Correos de recuperación de contrasinal',
      about: 'Unha tarefa por solicitude; reinténtase mentres o servidor de correo falle.',
    },
    'user-invitation-mail': {
      name: 'Convites de usuarios importados',
      about: 'Unha tarefa por usuario importado; reinténtase mentres o servidor de correo falle.',
    },
    'pending-file-sweep': {
      name: 'Limpeza de ficheiros sen uso',
      about: 'Borra cada hora os ficheiros subidos que ningunha resposta colleu nun día.',
    },
    'statistics-rollup': {
      name: 'Resumo de estatísticas',
      about: 'Suma os días pechados ás cifras mensuais.',
    },
    'statistics-backfill': {
      name: 'Reconto de estatísticas',
      about: 'Conta as respostas anteriores, unha vez tras unha actualización.',
    },
    'statistics-recount': {
      name: 'Reconto por fuso horario',
      about: 'Volve contar as respostas dun concello no seu novo fuso horario, cando este cambia.',
    },
    'export-values-backfill': {
      name: 'Valores de exportación',
      about: 'Prepara as respostas anteriores para a exportación a Excel, unha vez tras unha actualización.',
    },
    'webhook-log-prune': {
      name: 'Limpeza do rexistro de webhooks',
      about: 'Borra cada hora os envíos resoltos de máis de 30 días.',
    },
  },
  failures: {
    title: 'Últimos fallos',
    empty: 'Ningunha tarefa fallou.',
    failedAt: 'Fallou o',
    attempts: 'Intentos',
    attemptsCount_one: '{{count}} intento',
    attemptsCount_other: '{{count}} intentos',
    error: 'Erro',
    retry: 'Reintentar',
    retried: 'A tarefa volveu á cola.',
  },
};
