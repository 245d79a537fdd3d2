/**
 * The Excel export's headers and labels (packages/domain/src/answers/export.ts), in Spanish. The
 * server reads these files through its i18next instance (apps/server/src/i18n.ts).
 */
export const es = {
  code: 'Código',
  createdAt: 'Fecha de creación',
  updatedAt: 'Última actualización',
  author: 'Contestada por',
  citizen: 'Ciudadano',
  citizenDocument: 'Documento del ciudadano',
  state: 'Estado',
  address: 'Dirección',
  latitude: 'Latitud',
  longitude: 'Longitud',
  conditions: 'Condiciones marcadas',
  attachments: 'Adjuntos',
  yes: 'Sí',
  no: 'No',
  paymentStatus: 'Estado del pago',
  paymentStatuses: {
    pending_validation: 'Pendiente de validar',
    paid: 'Pagado',
    denied: 'Rechazado',
    cancelled: 'Cancelado',
  },
};
export type ExportCatalogue = typeof es;
