import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AnswerMap, type AnswerMapProps } from './place/AnswerMap.tsx';

/** The place of the answer: the map in a card under its heading. */
export function MapCard(props: AnswerMapProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('answering.map.title')}
        </Typography>
        <AnswerMap {...props} />
      </CardContent>
    </Card>
  );
}
