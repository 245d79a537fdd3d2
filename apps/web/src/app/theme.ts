import { createTheme } from '@mui/material/styles';
import { ON_BLUE } from '../components/focus.ts';

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

/**
 * The keyboard focus ring (issue 19 item 4): 3 px, the primary blue (8.6:1 on white, 8:1 on the
 * page grey); white on the blue surfaces (the app bar, the home banner), which set
 * `--focus-ring-color` for what they hold.
 */
const RING = {
  outlineStyle: 'solid',
  outlineWidth: 3,
  outlineOffset: 2,
  outlineColor: 'var(--focus-ring-color, #1d4e89)',
} as const;
const ringOf = (offset: number) => ({ ...RING, outlineOffset: offset });

/**
 * Focus that MUI's own ring does not reach: text fields and selects (the whole field is ringed while
 * what has focus inside is :focus-visible — always for a text input, for a select only from the
 * keyboard), plain links and anything made focusable by hand (the skip link, the map, its pin and
 * controls). A heading or message that takes focus after a navigation or a failed save is not a
 * control: it shows no ring. The sticky bars never cover what the keyboard reaches (WCAG 2.4.11).
 */
const FOCUS = {
  html: { scrollPaddingTop: 120, scrollPaddingBottom: 104 },
  '.MuiInputBase-root.Mui-focused:has(:focus-visible)': ringOf(2),
  '.MuiInputBase-input:focus-visible': { outline: 'none' },
  'a:not(.MuiButtonBase-root):focus-visible, [tabindex="0"]:not(.MuiButtonBase-root, .MuiInputBase-input, .leaflet-container):focus-visible':
    ringOf(2),
  // The map's own content (tiles, panes) covers a ring inside it, and its frame clips one outside:
  // the frame is ringed instead.
  '.leaflet-container:focus-visible': { outline: 'none' },
  '[data-map-frame]:has(> .leaflet-container:focus-visible)': ringOf(2),
  '.leaflet-marker-icon:focus-visible, .leaflet-control a:focus-visible': ringOf(2),
  ':is(h1, h2, [role="alert"], [role="status"], .MuiAlert-root)[tabindex="-1"]:focus': { outline: 'none' },
} as const;

/** A calm civic palette: deep blue, teal, soft grey-blue background. */
export const theme = createTheme({
  // MUI's keyboard-only ring on every ButtonBase (buttons, icon buttons, chips, list and menu items,
  // tabs, checkboxes, radios, switches) and Link; inset where the component would clip it.
  focusVisible: RING,
  palette: {
    primary: { main: '#1d4e89', dark: '#163d6c', light: '#4a76ad', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    // Status colours that carry white text (chips, badges) or are text themselves: 4.5:1 or more on
    // white (WCAG 1.4.3) — MUI's warning orange is 3.1:1, its info blue 3.9:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
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
    // A disabled field's helper text still says something (why it is disabled): readable at 7:1,
    // not MUI's disabled grey (2.6:1 on the page, WCAG 1.4.3).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#4b5a6d' } } } },
    MuiCssBaseline: {
      styleOverrides: {
        ...FOCUS,
        // Japanese has no spaces: without this a line breaks between any two characters, mid-word.
        ':lang(ja)': { wordBreak: 'auto-phrase' },
        '@media print': PRINT,
      },
    },
    // White rings on the blue bar (MUI's own light halo under a blue ring is 2 px there).
    MuiAppBar: { styleOverrides: { colorPrimary: { ...ON_BLUE, '--_focusVisible-shadow': '0 0' } } },
  },
});
