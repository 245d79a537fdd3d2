import type { Catalogue } from '../en.ts';

export const appointmentsEs: Catalogue['appointments'] = {
  picker: {
    help: 'La agenda del sistema de turnos del municipio en la que la persona reserva su turno después de contestar. La copia por correo queda desactivada mientras los turnos estén activos.',
    agenda: 'Agenda',
    none: 'Sin agenda',
    loading: 'Cargando las agendas…',
    loadError: 'No se pudieron cargar las agendas del sistema de turnos.',
    retry: 'Reintentar',
    chooseAreaFirst: 'Elija primero el área del formulario: las agendas son las de su municipio.',
    tenant: 'Cliente del sistema de turnos: {{tenant}}',
    missing: 'El sistema de turnos ya no ofrece esta agenda.',
  },
  saved: {
    intro: 'Este trámite continúa con un turno. Resérvelo ahora.',
    book: 'Continuar para reservar turno',
    redirecting: 'Abriendo el sistema de turnos…',
    error: 'Error al cargar la información. Si el problema persiste, comuníquese con el municipio.',
  },
};
