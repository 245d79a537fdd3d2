import { Box, CircularProgress } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport.ts';

type Height = number | { xs: number; md: number };

/**
 * Renders a lazily loaded part (a map) only once its place comes near the viewport; until then,
 * and while its code loads, a spinner of the part's height keeps the page from jumping.
 */
export function NearViewportSlot({ height, children }: { height: Height; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  const placeholder = (
    <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-hidden />
    </Box>
  );
  return (
    <Box ref={setElement}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</Box>
  );
}
