import type { Catalogue } from '../en.ts';

export const answerViewEs: Catalogue['answerView'] = {
  toolbar: {
    label: 'Acciones de la respuesta',
    back: 'Volver a las respuestas',
    print: 'Imprimir',
    delete: 'Eliminar',
  },
  state: {
    none: '-',
    openHistory: 'Estado: {{name}}. Ver el historial de estados',
    change: 'Cambiar estado',
    currentOption: '{{name}} (actual)',
    noTransitions: 'Desde el estado actual no se puede pasar a otro.',
    updated: 'Estado actualizado correctamente',
    updateFailed: 'No se pudo actualizar el estado',
  },
  history: {
    title: 'Historial de estados',
    note: 'Los historiales anteriores al 16/05/2025 pueden estar incompletos.',
    empty: 'Esta respuesta todavía no tiene historial de estados.',
    date: 'Fecha',
    user: 'Usuario',
    timeInState: 'Tiempo en el estado',
    state: 'Estado',
    initial: 'Inicial',
    current: 'Actual',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    close: 'Cerrar',
  },
  delete: {
    title: 'Eliminar respuesta',
    question: '¿Confirma que desea eliminar la respuesta?',
    note: 'Esta acción no se puede deshacer.',
    cancel: 'Cancelar',
    confirm: 'Eliminar',
    done: 'Respuesta eliminada correctamente',
    failed: 'Ocurrió un error, por favor intente nuevamente',
    notDeletable:
      'Esta respuesta no se puede eliminar: está firmada, proviene del portal ciudadano o tiene un pago.',
  },
};
