import { DEFAULT_MAP_CENTRE } from '@cabildo/domain';
import { Alert, Box, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { circleMarker, featureGroup } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { useAnswerPoints, type AnswerFilterSet, type AnswerPoint } from '../../api/answers.ts';
import { MapFrame } from '../../components/MapFrame.tsx';

/** Spec part 3 §2: the answers map opens at zoom 6. */
const MAP_ZOOM = 6;

/**
 * Draws every point as a circle on one shared canvas (the map's `preferCanvas`), added outside
 * React so 100,000 answers do not mean 100,000 components or DOM nodes.
 * Clustering the points is a later step; until then the canvas keeps large forms usable.
 */
function PointsLayer({
  points,
  onSelect,
}: {
  points: AnswerPoint[];
  onSelect: (point: AnswerPoint) => void;
}) {
  const map = useMap();
  const theme = useTheme();
  const colour = theme.palette.primary.main;
  useEffect(() => {
    const group = featureGroup();
    for (const point of points)
      circleMarker([point[1], point[2]], {
        radius: 6,
        weight: 1,
        color: '#ffffff',
        fillColor: colour,
        fillOpacity: 0.85,
      })
        .on('click', () => onSelect(point))
        .addTo(group);
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, points, colour, onSelect]);
  return null;
}

/** The map is built once; the municipality's centre may come with the points, after it. */
function FollowCentre({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

type Props = {
  formId: string;
  filter: AnswerFilterSet;
};

/** The places of the filtered answers; each point opens a popup with the answer's code and a link. */
export function AnswersMap({ formId, filter }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width:1281px)');
  const points = useAnswerPoints(formId, filter, true);
  const [selected, setSelected] = useState<AnswerPoint | null>(null);
  const centre = points.data?.centre ?? DEFAULT_MAP_CENTRE;
  const list = points.data?.points;

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Alert severity="warning">{t('answersList.map.warning')}</Alert>
      <Typography variant="body2" color={points.isError ? 'error' : 'text.secondary'} role="status">
        {points.isError
          ? t('answersList.loadError')
          : list
            ? t('answersList.map.count', { count: list.length })
            : t('answersList.map.loading')}
      </Typography>
      <MapFrame
        height={wide ? 800 : 500}
        label={t('answersList.map.label')}
        center={[centre.latitude, centre.longitude]}
        zoom={MAP_ZOOM}
        preferCanvas
      >
        <FollowCentre latitude={centre.latitude} longitude={centre.longitude} />
        {list && <PointsLayer points={list} onSelect={setSelected} />}
        {selected && (
          <Popup
            key={selected[0]}
            position={[selected[1], selected[2]]}
            eventHandlers={{ remove: () => setSelected(null) }}
          >
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{selected[3]}</Typography>
              <Link component={RouterLink} to={`/ver/${selected[0]}`}>
                {t('answersList.map.open')}
              </Link>
            </Box>
          </Popup>
        )}
      </MapFrame>
    </Stack>
  );
}
