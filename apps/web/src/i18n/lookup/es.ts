import type { Catalogue } from '../en.ts';

export const lookupEs: Catalogue['lookup'] = {
  status: {
    intro: 'Ingrese el código que recibió al enviar su respuesta para ver en qué estado está su trámite.',
    codeLabel: 'Código de la respuesta',
    codeHelp: 'Por ejemplo CBA-12. Figura en la página de confirmación y en la copia por correo.',
    codeRequired: 'Ingrese el código de su respuesta.',
    search: 'Buscar',
    searching: 'Buscando…',
    procedure: 'Trámite',
    code: 'Código',
    currentState: 'Estado actual',
  },
  record: {
    intro: 'Ingrese el código de descarga del acta para descargarla en PDF.',
    codeLabel: 'Código de descarga',
    codeHelp: 'Respete mayúsculas y minúsculas.',
    search: 'Buscar...',
    searching: 'Buscando…',
    downloading: 'Se encontró el acta. La descarga comienza en un momento…',
    downloaded: 'El acta se descargó correctamente',
    failed: 'Ocurrió un error al descargar el acta',
  },
};
