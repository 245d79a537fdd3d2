import { Card, CardContent, Typography } from '@mui/material';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NearViewportSlot } from '../../../components/NearViewportSlot.tsx';
import type { AnswerMapProps } from '../place/AnswerMap.tsx';

// The map (Leaflet) is the heaviest part of the answer page: it loads when its card comes into view.
const AnswerMap = lazy(() => import('../place/AnswerMap.tsx').then((m) => ({ default: m.AnswerMap })));

// The height of AnswerMap's map (not imported from it: that would load the map at once).
const MAP_HEIGHT = { xs: 320, md: 420 };

/** The place of the answer: the map in a card under its heading. */
export function MapCard(props: AnswerMapProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('answering.map.title')}
        </Typography>
        <NearViewportSlot height={MAP_HEIGHT}>
          <AnswerMap {...props} />
        </NearViewportSlot>
      </CardContent>
    </Card>
  );
}
