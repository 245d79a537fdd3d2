import type { Catalogue } from '../en.ts';

export const jobsCa: Catalogue['jobs'] = {
  title: 'Tasques en segon pla',
  subtitle:
    'Feina que el servidor fa pel seu compte, cada tasca en una sola instància: enviaments de webhooks, correus de recuperació de contrasenya, neteja de fitxers sense ús i estadístiques. Xifres d’ara i de les darreres 24 hores.',
  queuesTitle: 'Cues',
  loadError: 'No s’han pogut carregar les tasques. Torneu a carregar la pàgina.',
  empty: 'No hi ha cues.',
  hint: 'Una tasca fallida ha esgotat els reintents; «Reintenta» li dona un intent més, a la instància que l’agafi primer.',
  columns: {
    queue: 'Cua',
    queued: 'En espera',
    active: 'En curs',
    failed: 'Fallides',
    retriedRecently: 'Reintentades (24 h)',
    completedRecently: 'Completades (24 h)',
    actions: 'Accions',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Enviaments de webhooks',
      about: 'Envia els enviaments pendents, cada pocs segons.',
    },
    'password-reset-mail': {
      name: 'Correus de recuperació de contrasenya',
      about: 'Una tasca per sol·licitud; es reintenta mentre el servidor de correu falli.',
    },
    'user-invitation-mail': {
      name: "Invitacions d'usuaris importats",
      about: 'Una tasca per usuari importat; es reintenta mentre el servidor de correu falli.',
    },
    'pending-file-sweep': {
      name: 'Neteja de fitxers sense ús',
      about: 'Esborra cada hora els fitxers pujats que cap resposta no ha agafat en un dia.',
    },
    'statistics-rollup': {
      name: 'Resum d’estadístiques',
      about: 'Suma els dies tancats a les xifres mensuals.',
    },
    'statistics-backfill': {
      name: 'Recompte d’estadístiques',
      about: 'Compta les respostes anteriors, una vegada després d’una actualització.',
    },
    'statistics-recount': {
      name: 'Recompte per zona horària',
      about: 'Torna a comptar les respostes d’un municipi en la seva nova zona horària, quan aquesta canvia.',
    },
    'export-values-backfill': {
      name: 'Valors d’exportació',
      about:
        'Prepara les respostes anteriors per a l’exportació a Excel, una vegada després d’una actualització.',
    },
    'webhook-log-prune': {
      name: 'Neteja del registre de webhooks',
      about: 'Esborra cada hora els enviaments resolts de més de 30 dies.',
    },
  },
  failures: {
    title: 'Darrers errors',
    empty: 'Cap tasca no ha fallat.',
    failedAt: 'Ha fallat el',
    attempts: 'Intents',
    attemptsCount_one: '{{count}} intent',
    attemptsCount_other: '{{count}} intents',
    error: 'Error',
    retry: 'Reintenta',
    retried: 'La tasca torna a ser a la cua.',
  },
};
