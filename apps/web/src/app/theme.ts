import { createTheme } from '@mui/material/styles';

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
  },
});
