import type { Catalogue } from '../en.ts';

export const jobsEu: Catalogue['jobs'] = {
  title: 'Atzeko planoko lanak',
  subtitle:
    'Zerbitzariak bere kabuz egiten duen lana, lan bakoitza instantzia bakar batean: webhook bidalketak, pasahitza berreskuratzeko mezuak, erabili gabeko fitxategien garbiketa eta estatistikak. Oraingo eta azken 24 orduetako zenbakiak.',
  queuesTitle: 'Ilarak',
  loadError: 'Ezin izan dira lanak kargatu. Kargatu berriro orria.',
  empty: 'Ez dago ilararik.',
  hint: 'Huts egindako lan batek saiakera guztiak agortu ditu; «Saiatu berriro» aukerak beste saiakera bat ematen dio, lehenik hartzen duen instantzian.',
  columns: {
    queue: 'Ilara',
    queued: 'Zain',
    active: 'Abian',
    failed: 'Huts eginak',
    retriedRecently: 'Berriro saiatuak (24 h)',
    completedRecently: 'Amaituak (24 h)',
    actions: 'Ekintzak',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Webhook bidalketak',
      about: 'Egiteko dauden bidalketak bidaltzen ditu, segundo gutxiro.',
    },
    'password-reset-mail': {
      name: 'Pasahitza berreskuratzeko mezuak',
      about: 'Lan bat eskaera bakoitzeko; berriro saiatzen da posta-zerbitzariak huts egiten duen bitartean.',
    },
    'user-invitation-mail': {
      name: 'Inportatutako erabiltzaileen gonbidapenak',
      about:
        'Zeregin bat inportatutako erabiltzaile bakoitzeko; berriro saiatzen da posta-zerbitzariak huts egiten duen bitartean.',
    },
    'pending-file-sweep': {
      name: 'Erabili gabeko fitxategien garbiketa',
      about: 'Egun batean inongo erantzunek hartu ez dituen fitxategiak ezabatzen ditu, orduro.',
    },
    'statistics-rollup': {
      name: 'Estatistiken laburpena',
      about: 'Itxitako egunak hileko zenbakiei gehitzen dizkie.',
    },
    'statistics-backfill': {
      name: 'Estatistiken zenbaketa',
      about: 'Lehenagoko erantzunak zenbatzen ditu, behin, eguneratze baten ondoren.',
    },
    'statistics-recount': {
      name: 'Ordu-eremuaren araberako birzenbaketa',
      about: 'Udalerri baten erantzunak berriro zenbatzen ditu bere ordu-eremu berrian, eremua aldatzean.',
    },
    'export-values-backfill': {
      name: 'Esportazio-balioak',
      about: 'Lehenagoko erantzunak Excelera esportatzeko prestatzen ditu, behin, eguneratze baten ondoren.',
    },
    'webhook-log-prune': {
      name: 'Webhook erregistroaren garbiketa',
      about: '30 egun baino zaharragoak diren bidalketa ebatziak ezabatzen ditu, orduro.',
    },
  },
  failures: {
    title: 'Azken hutsegiteak',
    empty: 'Ez du lanik huts egin.',
    failedAt: 'Noiz',
    attempts: 'Saiakerak',
    attemptsCount_one: 'Saiakera {{count}}',
    attemptsCount_other: '{{count}} saiakera',
    error: 'Errorea',
    retry: 'Saiatu berriro',
    retried: 'Lana berriro dago ilaran.',
  },
};
