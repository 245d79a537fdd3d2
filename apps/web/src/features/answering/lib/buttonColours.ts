import { darken, type Theme } from '@mui/material/styles';

/** The save buttons in the municipality's own colour (setting), or the theme's when it has none. */
export function buttonColours(theme: Theme, custom: string | null) {
  if (!custom) return { contained: {}, outlined: {} };
  return {
    contained: {
      bgcolor: custom,
      color: theme.palette.getContrastText(custom),
      '&:hover': { bgcolor: darken(custom, 0.15) },
    },
    outlined: { color: darken(custom, 0.1), borderColor: custom },
  };
}
