import type { Catalogue } from '../en.ts';

export const homeEs: Catalogue['home'] = {
  title: 'Bienvenido a Cabildo',
  subtitle: 'Cree formularios de inspección, reciba respuestas y sígalas a lo largo de su flujo de trabajo.',
  toForms: 'Ir a los formularios',
  recipientSearch: {
    title: 'Búsqueda de destinatario',
    body: 'Encuentre todas las respuestas vinculadas a un número de identificación. Próximamente.',
  },
  greeting: 'Hola, {{name}}',
};
