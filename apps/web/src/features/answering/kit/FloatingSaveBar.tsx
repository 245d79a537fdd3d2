import { Box, Button, CircularProgress, Paper, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { buttonColours } from '../lib/buttonColours.ts';

type Props = {
  /** Why the save is disabled (the answer is invalid), in a tooltip over it; null when it is not. */
  invalidText: string | null;
  /** The reason is also read by screen readers with the button (staff edit). */
  describeInvalid?: boolean;
  /** Shown before the save button (a cancel button). */
  leading?: ReactNode;
  label: string;
  icon: ReactNode;
  /** A save on its way: the button spins and stays disabled. */
  busy: boolean;
  disabled: boolean;
  onSave: () => void;
  /** The municipality's button colour; the theme's without it. */
  buttonColor?: string | null;
  testId?: string;
};

/**
 * The save bar of the screens that change a stored answer (staff edit, citizen revision): it sticks
 * to the bottom of the column, as wide as the answer, so it covers whole lines at the edge while
 * scrolling, never the right end of the fields beside it.
 */
export function FloatingSaveBar({
  invalidText,
  describeInvalid = false,
  leading,
  label,
  icon,
  busy,
  disabled,
  onSave,
  buttonColor = null,
  testId,
}: Props) {
  const invalidId = useId();
  const { contained } = buttonColours(useTheme(), buttonColor);
  const described = describeInvalid && invalidText !== null;
  return (
    <Paper
      elevation={6}
      data-testid={testId}
      sx={{
        position: 'sticky',
        zIndex: 5,
        bottom: { xs: 8, sm: 16 },
        mt: 2.5,
        p: 1,
        borderRadius: 99,
        display: 'flex',
        gap: 1,
        justifyContent: 'flex-end',
      }}
    >
      {leading}
      <Tooltip title={invalidText ?? ''} placement="top">
        {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
        <Box component="span" sx={{ display: 'inline-flex', flex: { xs: 1, sm: 'none' } }}>
          <Button
            variant="contained"
            size="large"
            disabled={disabled}
            aria-describedby={described ? invalidId : undefined}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
            onClick={onSave}
            sx={{ ...contained, borderRadius: 99, px: 3, flex: 1 }}
          >
            {label}
          </Button>
        </Box>
      </Tooltip>
      {described && (
        // Read by screen readers, not shown (the tooltip shows it).
        <Box id={invalidId} sx={visuallyHidden}>
          {invalidText}
        </Box>
      )}
    </Paper>
  );
}
