import { Box } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** WCAG 2.5.5 (AAA) target size, the one asked of the answer screens on a phone (issue 19 item 4). */
export const TOUCH_TARGET = 44;

const PHONE = '@media (max-width: 599.95px)';
const target = { [PHONE]: { minHeight: TOUCH_TARGET } };

/**
 * The answer screens' controls on a phone: buttons, icon buttons, fields, check boxes, radios and
 * switches with their labels, toggle buttons and stand-alone links are 44 px targets (everywhere
 * else MUI's sizes keep the 24 px minimum of WCAG 2.5.8). Wider screens keep MUI's sizes.
 */
const TOUCH = {
  MuiButton: target,
  MuiToggleButton: target,
  MuiIconButton: { [PHONE]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
  MuiInputBase: target,
  // A check box or radio is its whole label: the row is the target.
  MuiFormControlLabel: target,
  MuiCheckbox: { [PHONE]: { padding: 10 } },
  MuiRadio: { [PHONE]: { padding: 10 } },
  MuiLink: target,
} as const;

/** The outer theme with the root styles above (its own overrides of these components kept). */
const touchTheme = (outer: Theme): Theme => {
  const components: Record<string, { styleOverrides?: Record<string, unknown> }> = {
    ...(outer.components as Record<string, { styleOverrides?: Record<string, unknown> }>),
  };
  for (const [name, root] of Object.entries(TOUCH)) {
    const own = components[name] ?? {};
    const ownRoot = own.styleOverrides?.root;
    components[name] = {
      ...own,
      styleOverrides: {
        ...own.styleOverrides,
        root:
          typeof ownRoot === 'function'
            ? (props: unknown) => ({ ...(ownRoot as (props: unknown) => object)(props), ...root })
            : { ...(ownRoot as object | undefined), ...root },
      },
    };
  }
  return { ...outer, components } as Theme;
};

/**
 * Wraps an answer screen. The map's zoom buttons (Leaflet's own, 30 px) grow to 44 px too; the
 * wrapper has no box of its own.
 */
export function TouchTargets({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={touchTheme}>
      <Box
        sx={{
          display: 'contents',
          [PHONE]: {
            '& .leaflet-bar a, & .leaflet-touch .leaflet-bar a': {
              width: TOUCH_TARGET,
              height: TOUCH_TARGET,
              lineHeight: `${TOUCH_TARGET}px`,
            },
          },
        }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
