import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in Catalan (see es.ts). */
export const ca: ExportCatalogue = {
  code: 'Codi',
  createdAt: 'Data de creació',
  updatedAt: 'Darrera actualització',
  author: 'Resposta per',
  citizen: 'Ciutadà',
  citizenDocument: 'Document del ciutadà',
  state: 'Estat',
  address: 'Adreça',
  latitude: 'Latitud',
  longitude: 'Longitud',
  conditions: 'Condicions marcades',
  attachments: 'Adjunts',
  yes: 'Sí',
  no: 'No',
  paymentStatus: 'Estat del pagament',
  paymentStatuses: {
    pending_validation: 'Pendent de validar',
    paid: 'Pagat',
    denied: 'Rebutjat',
    cancelled: 'Cancel·lat',
  },
};
