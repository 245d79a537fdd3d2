import type { AnswerLocation, Asset } from '@cabildo/domain';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import type { LatLngBoundsExpression } from 'leaflet';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NearViewportSlot } from '../../components/NearViewportSlot.tsx';
import { Term, TermList } from '../../components/TermList.tsx';
import { CorrectionNote } from './CorrectionNote.tsx';
import type { CorrectionMarks } from '@cabildo/domain';
import { ASSET_COLOUR, PLACE_COLOUR } from './placeColours.ts';

// The map (Leaflet) loads when the card comes into view.
const PlaceMap = lazy(() => import('./PlaceMap.tsx').then((m) => ({ default: m.PlaceMap })));
const MAP_HEIGHT = { xs: 260, md: 340 };

const coordinates = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;

/** The answer's place (as corrected) and its assigned asset, on a map and in words. */
export function PlaceCard({
  location,
  asset,
  marks,
}: {
  location: AnswerLocation | null;
  asset: Asset | null;
  marks: CorrectionMarks;
}) {
  const { t } = useTranslation();
  const moved = marks.location;
  const points = [location, asset].filter((point) => point !== null);
  const first = points[0];
  // A place a correction removed is still told, without a map.
  if (!first && !moved) return null;
  const bounds: LatLngBoundsExpression | undefined =
    points.length > 1
      ? points.map((point) => [point.latitude, point.longitude] as [number, number])
      : undefined;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="answer-place-title"
      sx={{ borderRadius: 3.5, overflow: 'hidden' }}
    >
      <Grid container>
        <Grid size={{ xs: 12, md: first ? 5 : 12 }} sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="answer-place-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('answer-view.place.title')}
          </Typography>
          <Stack spacing={2.5}>
            {(location || moved) && (
              <Detail icon={<PlaceOutlined sx={{ color: PLACE_COLOUR }} />}>
                {location ? (
                  <>
                    <Typography sx={{ fontWeight: 600 }}>
                      {location.address || t('answer-view.place.noAddress')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('answer-view.place.coordinates')}: {coordinates(location)}
                    </Typography>
                  </>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{t('answer-view.place.none')}</Typography>
                )}
                {moved && <PlaceCorrection now={location} moved={moved} />}
              </Detail>
            )}
            {asset && <AssetCard asset={asset} />}
          </Stack>
        </Grid>
        {first && (
          <Grid size={{ xs: 12, md: 7 }} sx={{ p: { xs: 0, md: 1.5 }, pl: { md: 0 } }}>
            <NearViewportSlot height={MAP_HEIGHT}>
              <PlaceMap
                label={t('answer-view.place.map')}
                center={[first.latitude, first.longitude]}
                bounds={bounds}
                location={location}
                asset={asset}
              />
            </NearViewportSlot>
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

/** The place's latest correction: added (none before), deleted (none now) or moved, and from where. */
function PlaceCorrection({
  now,
  moved,
}: {
  now: AnswerLocation | null;
  moved: NonNullable<CorrectionMarks['location']>;
}) {
  const { t } = useTranslation();
  const { before } = moved;
  return (
    <CorrectionNote kind={!before ? 'added' : !now ? 'deleted' : 'changed'} by={moved}>
      {before && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('answer-view.place.previous', { place: before.address || coordinates(before) })}
        </Typography>
      )}
    </CorrectionNote>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function AssetCard({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="answer-asset-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: ASSET_COLOUR,
        borderRadius: 2,
        p: 2,
      }}
    >
      <Detail icon={<HomeWorkOutlined sx={{ color: ASSET_COLOUR }} />}>
        <Typography
          id="answer-asset-title"
          variant="overline"
          color="text.secondary"
          component="h3"
          sx={{ lineHeight: 1.6 }}
        >
          {t('answer-view.place.asset')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{asset.description}</Typography>
        <TermList sx={{ mt: 0.5 }}>
          <Term label={t('answer-view.place.assetType')} value={asset.type} />
          {asset.address && <Term label={t('answer-view.place.assetAddress')} value={asset.address} />}
          <Term label={t('answer-view.place.coordinates')} value={coordinates(asset)} />
        </TermList>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
          {t('answer-view.place.assetOnMap')}
        </Typography>
      </Detail>
    </Box>
  );
}
