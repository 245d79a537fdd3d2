import type { Catalogue } from '../en.ts';

export const citizenPortalEs: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'Verificando su sesión…',
    verifyingBody: 'Estamos consultando al Portal Ciudadano quién es usted. Esto lleva un momento.',
    errorTitle: 'Error al ingresar desde Portal Ciudadano',
    errorBody: 'Ocurrió un error al verificar su sesión, vuelva a ingresar desde el Portal Ciudadano.',
    loadError: 'No se pudieron cargar sus trámites.',
    retry: 'Reintentar',
  },
  citizen: {
    answeringAs: 'Respondiendo como',
    dni: 'DNI {{dni}}',
    user: 'Usuario del portal {{username}}',
    myAnswers: 'Mis trámites',
  },
  answers: {
    title: 'Mis trámites',
    greeting: '{{name}} · Usuario del portal {{username}}',
    label: 'Sus respuestas',
    loading: 'Espere, se está cargando...',
    empty: 'No se encontraron resultados',
    columns: {
      code: 'Código',
      form: 'Formulario',
      date: 'Fecha de respuesta',
      state: 'Estado actual',
      review: 'Revisión',
    },
    noState: '-',
    badges: { inReview: 'En revisión', toCorrect: 'A corregir', approved: 'Aprobado' },
    revision: 'Completar los cambios pedidos',
    revisionOf: 'Completar los cambios pedidos en {{code}}',
    total_one: '{{count}} trámite',
    total_other: '{{count}} trámites',
    pager: {
      label: 'Páginas',
      previous: 'Página anterior',
      next: 'Página siguiente',
      page: 'Página {{page}} de {{pages}}',
    },
  },
  saved: {
    myAnswers: 'Ver mis trámites',
  },
};
