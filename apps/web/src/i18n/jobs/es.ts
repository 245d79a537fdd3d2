import type { Catalogue } from '../en.ts';

export const jobsEs: Catalogue['jobs'] = {
  title: 'Tareas en segundo plano',
  subtitle:
    'Trabajo que el servidor hace por su cuenta, cada tarea en una sola instancia: envíos de webhooks, correos de recuperación de clave, limpieza de archivos sin usar y estadísticas. Cifras de ahora y de las últimas 24 horas.',
  queuesTitle: 'Colas',
  loadError: 'No se pudieron cargar las tareas. Recargue la página.',
  empty: 'No hay colas.',
  hint: 'Una tarea fallida agotó sus reintentos; «Reintentar» le da un intento más, en la instancia que la tome primero.',
  columns: {
    queue: 'Cola',
    queued: 'En espera',
    active: 'En curso',
    failed: 'Fallidas',
    retriedRecently: 'Reintentadas (24 h)',
    completedRecently: 'Completadas (24 h)',
    actions: 'Acciones',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Envíos de webhooks',
      about: 'Envía los envíos pendientes, cada pocos segundos.',
    },
    'password-reset-mail': {
      name: 'Correos de recuperación de clave',
      about: 'Una tarea por pedido; se reintenta mientras el servidor de correo falle.',
    },
    'user-invitation-mail': {
      name: 'Invitaciones de usuarios importados',
      about: 'Una tarea por usuario importado; se reintenta mientras el servidor de correo falle.',
    },
    'pending-file-sweep': {
      name: 'Limpieza de archivos sin usar',
      about: 'Borra cada hora los archivos subidos que ninguna respuesta tomó en un día.',
    },
    'statistics-rollup': {
      name: 'Resumen de estadísticas',
      about: 'Suma los días cerrados a las cifras mensuales.',
    },
    'statistics-backfill': {
      name: 'Recuento de estadísticas',
      about: 'Cuenta las respuestas anteriores, una vez tras una actualización.',
    },
    'statistics-recount': {
      name: 'Recuento por zona horaria',
      about: 'Vuelve a contar las respuestas de un municipio en su nueva zona horaria, cuando esta cambia.',
    },
    'export-values-backfill': {
      name: 'Valores de exportación',
      about: 'Prepara las respuestas anteriores para la exportación a Excel, una vez tras una actualización.',
    },
    'webhook-log-prune': {
      name: 'Limpieza del registro de webhooks',
      about: 'Borra cada hora los envíos resueltos de más de 30 días.',
    },
  },
  failures: {
    title: 'Últimos fallos',
    empty: 'Ninguna tarea ha fallado.',
    failedAt: 'Falló el',
    attempts: 'Intentos',
    attemptsCount_one: '{{count}} intento',
    attemptsCount_other: '{{count}} intentos',
    error: 'Error',
    retry: 'Reintentar',
    retried: 'La tarea volvió a la cola.',
  },
};
