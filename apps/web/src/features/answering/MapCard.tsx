import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../components/useNearViewport.ts';
import type { AnswerMapProps } from './place/AnswerMap.tsx';

// The map (Leaflet) is the heaviest part of the answer page: it loads when its card comes into view.
const AnswerMap = lazy(() => import('./place/AnswerMap.tsx').then((m) => ({ default: m.AnswerMap })));

const placeholder = (
  <Box sx={{ height: { xs: 320, md: 420 }, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} aria-hidden />
  </Box>
);

/** The place of the answer: the map in a card under its heading. */
export function MapCard(props: AnswerMapProps) {
  const { t } = useTranslation();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }} ref={setElement}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('answering.map.title')}
        </Typography>
        {near ? (
          <Suspense fallback={placeholder}>
            <AnswerMap {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </CardContent>
    </Card>
  );
}
