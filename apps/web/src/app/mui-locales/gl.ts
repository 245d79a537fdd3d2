import { intlLocale } from '@cabildo/domain/languages';
import type { Localization } from '@mui/material/locale';

const number = new Intl.NumberFormat(intlLocale('gl'));
const format = (value: number) => (Number.isFinite(value) ? number.format(value) : String(value));
const pageLabel = (type: string) =>
  type === 'first'
    ? 'Ir á primeira páxina'
    : type === 'last'
      ? 'Ir á última páxina'
      : type === 'next'
        ? 'Ir á páxina seguinte'
        : 'Ir á páxina anterior';

/** Material UI's texts in Galician, which Material UI does not ship (the shape of its own locales). */
export const glES: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Amosar a ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Filas por páxina:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${format(from)}–${format(to)} de ${count !== -1 ? format(count) : `máis de ${format(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Baleiro',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Pechar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sen opcións',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Pechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegación de páxinas',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir á '}páxina ${page}` : pageLabel(type),
      },
    },
  },
};
