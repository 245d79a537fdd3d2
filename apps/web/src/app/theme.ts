import { createTheme } from '@mui/material/styles';

/**
 * Printing a page (an answer, a list): the content only, on white — no app bar, admin bar or
 * drawer, language picker, snackbars, map controls or action buttons. A part of a page that must
 * not print says so with `data-print="hide"`.
 */
const PRINT = {
  body: { backgroundColor: '#ffffff' },
  [[
    '.MuiAppBar-root',
    '.MuiDrawer-root',
    '.MuiSnackbar-root',
    '.notistack-SnackbarContainer',
    '.leaflet-control-container',
    'button:not([role="tab"])',
    '[data-print="hide"]',
  ].join(', ')]: { display: 'none !important' },
  '.MuiPaper-root': { boxShadow: 'none !important' },
  '.MuiCard-root, .MuiPaper-outlined': { breakInside: 'avoid' },
  main: { padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' },
} as const;

/** A calm civic palette: deep blue, teal, soft grey-blue background. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4e89', dark: '#163d6c', light: '#4a76ad', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: '#15202e', secondary: '#4b5a6d' },
    divider: '#e2e7ef',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e2e7ef' } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 14 } } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiCssBaseline: { styleOverrides: { '@media print': PRINT } },
  },
});
