import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in Portuguese (see es.ts). */
export const pt: ExportCatalogue = {
  code: 'Código',
  createdAt: 'Data de criação',
  updatedAt: 'Última atualização',
  author: 'Respondida por',
  citizen: 'Cidadão',
  citizenDocument: 'Documento do cidadão',
  state: 'Estado',
  address: 'Morada',
  latitude: 'Latitude',
  longitude: 'Longitude',
  conditions: 'Condições assinaladas',
  attachments: 'Anexos',
  yes: 'Sim',
  no: 'Não',
  paymentStatus: 'Estado do pagamento',
  paymentStatuses: {
    pending_validation: 'Pendente de validação',
    paid: 'Pago',
    denied: 'Recusado',
    cancelled: 'Cancelado',
  },
};
