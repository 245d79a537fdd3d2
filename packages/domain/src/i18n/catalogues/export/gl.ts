import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in Galician (see es.ts). */
export const gl: ExportCatalogue = {
  code: 'Código',
  createdAt: 'Data de creación',
  updatedAt: 'Última actualización',
  author: 'Respondida por',
  citizen: 'Cidadán',
  citizenDocument: 'Documento do cidadán',
  state: 'Estado',
  address: 'Enderezo',
  latitude: 'Latitude',
  longitude: 'Lonxitude',
  conditions: 'Condicións marcadas',
  attachments: 'Anexos',
  yes: 'Si',
  no: 'Non',
  paymentStatus: 'Estado do pagamento',
  paymentStatuses: {
    pending_validation: 'Pendente de validar',
    paid: 'Pagado',
    denied: 'Rexeitado',
    cancelled: 'Cancelado',
  },
};
