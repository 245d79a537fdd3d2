import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in Basque (see es.ts). */
export const eu: ExportCatalogue = {
  code: 'Kodea',
  createdAt: 'Sortze-data',
  updatedAt: 'Azken eguneratzea',
  author: 'Erantzun duena',
  citizen: 'Herritarra',
  citizenDocument: 'Herritarraren agiria',
  state: 'Egoera',
  address: 'Helbidea',
  latitude: 'Latitudea',
  longitude: 'Longitudea',
  conditions: 'Markatutako baldintzak',
  attachments: 'Eranskinak',
  yes: 'Bai',
  no: 'Ez',
  paymentStatus: 'Ordainketaren egoera',
  paymentStatuses: {
    pending_validation: 'Baliozkotzeko zain',
    paid: 'Ordainduta',
    denied: 'Ukatuta',
    cancelled: 'Bertan behera utzita',
  },
};
