import { Box } from '@mui/material';

/** Cabildo's mark: a town-hall pediment over a form's lines. Decorative; the name is written beside it. */
export function BrandMark({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  const base = inverted ? '#ffffff' : '#1d4e89';
  const accent = inverted ? '#99f6e4' : '#0f766e';
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', width: size, height: size }}>
      <svg viewBox="0 0 48 48" width={size} height={size} focusable="false">
        <rect x="2" y="2" width="44" height="44" rx="12" fill={base} />
        <path d="M24 9 L38 17 H10 Z" fill={inverted ? '#1d4e89' : '#ffffff'} />
        <rect x="12" y="21" width="24" height="3" rx="1.5" fill={inverted ? '#1d4e89' : '#ffffff'} />
        <rect x="12" y="27" width="17" height="3" rx="1.5" fill={accent} />
        <rect
          x="12"
          y="33"
          width="21"
          height="3"
          rx="1.5"
          fill={inverted ? '#1d4e89' : '#ffffff'}
          opacity="0.85"
        />
      </svg>
    </Box>
  );
}
