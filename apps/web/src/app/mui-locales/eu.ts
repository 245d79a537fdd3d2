import { intlLocale } from '@cabildo/domain/languages';
import type { Localization } from '@mui/material/locale';

const number = new Intl.NumberFormat(intlLocale('eu'));
const format = (value: number) => (Number.isFinite(value) ? number.format(value) : String(value));
const pageLabel = (type: string) =>
  type === 'first'
    ? 'Joan lehen orrira'
    : type === 'last'
      ? 'Joan azken orrira'
      : type === 'next'
        ? 'Joan hurrengo orrira'
        : 'Joan aurreko orrira';

/** Material UI's texts in Basque, which Material UI does not ship (the shape of its own locales). */
export const euES: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Erakutsi bidea' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Errenkadak orriko:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${format(from)}–${format(to)} / ${count !== -1 ? format(count) : `${format(to)} baino gehiago`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} izar`,
        emptyLabelText: 'Hutsik',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Garbitu',
        closeText: 'Itxi',
        loadingText: 'Kargatzen…',
        noOptionsText: 'Aukerarik ez',
        openText: 'Ireki',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Itxi' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Orrien nabigazioa',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? (selected ? `${page}. orria` : `Joan ${page}. orrira`) : pageLabel(type),
      },
    },
  },
};
