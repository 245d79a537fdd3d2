import type { Catalogue } from '../en.ts';

export const appointmentsCa: Catalogue['appointments'] = {
  picker: {
    help: "L'agenda del sistema de cita prèvia del municipi en què la persona reserva la cita després de respondre. La còpia per correu electrònic queda desactivada mentre la cita prèvia estigui activada.",
    agenda: 'Agenda',
    none: 'Sense agenda',
    loading: 'Carregant les agendes…',
    loadError: "No s'han pogut carregar les agendes del sistema de cita prèvia.",
    retry: 'Torna-ho a provar',
    chooseAreaFirst: "Trieu primer l'àrea del formulari: les agendes són les del seu municipi.",
    tenant: 'Client del sistema de cita prèvia: {{tenant}}',
    missing: 'El sistema de cita prèvia ja no ofereix aquesta agenda.',
  },
  saved: {
    intro: 'Aquest tràmit continua amb una cita prèvia. Reserveu-la ara.',
    book: 'Continua per reservar una cita',
    redirecting: 'Obrint el sistema de cita prèvia…',
    error:
      "No s'ha pogut carregar la informació. Si el problema persisteix, poseu-vos en contacte amb l'ajuntament.",
  },
};
