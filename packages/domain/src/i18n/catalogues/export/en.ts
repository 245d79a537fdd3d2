import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in English (see es.ts). */
export const en: ExportCatalogue = {
  code: 'Code',
  createdAt: 'Created',
  updatedAt: 'Last update',
  author: 'Answered by',
  citizen: 'Citizen',
  citizenDocument: 'Citizen document',
  state: 'State',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  conditions: 'Checked conditions',
  attachments: 'Attachments',
  yes: 'Yes',
  no: 'No',
  paymentStatus: 'Payment status',
  paymentStatuses: {
    pending_validation: 'Pending validation',
    paid: 'Paid',
    denied: 'Denied',
    cancelled: 'Cancelled',
  },
};
