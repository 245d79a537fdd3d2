import type { Catalogue } from '../en.ts';

export const appointmentsGl: Catalogue['appointments'] = {
  picker: {
    help: 'A axenda do sistema de cita previa do concello na que a persoa reserva a súa cita despois de responder. A copia por correo electrónico queda desactivada mentres a cita previa estea activada.',
    agenda: 'Axenda',
    none: 'Sen axenda',
    loading: 'Cargando as axendas…',
    loadError: 'Non se puideron cargar as axendas do sistema de cita previa.',
    retry: 'Tentar de novo',
    chooseAreaFirst: 'Escolla primeiro a área do formulario: as axendas son as do seu concello.',
    tenant: 'Cliente do sistema de cita previa: {{tenant}}',
    missing: 'O sistema de cita previa xa non ofrece esta axenda.',
  },
  saved: {
    intro: 'Este trámite continúa cunha cita previa. Resérvea agora.',
    book: 'Continuar para reservar unha cita',
    redirecting: 'Abrindo o sistema de cita previa…',
    error: 'Non se puido cargar a información. Se o problema persiste, póñase en contacto co concello.',
  },
};
