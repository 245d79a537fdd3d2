import { ANSWER_MAP_ZOOM, type AnswerLocation, type Asset } from '@cabildo/domain';
import { useMediaQuery, useTheme } from '@mui/material';
import type { LatLngBoundsExpression } from 'leaflet';
import { CircleMarker } from 'react-leaflet';
import { MapFrame } from '../../components/MapFrame.tsx';
import { ASSET_COLOUR, PLACE_COLOUR } from './placeColours.ts';

/** The place card's map: the answer's place and its asset as rings (loaded on demand by PlaceCard). */
export function PlaceMap({
  label,
  center,
  bounds,
  location,
  asset,
}: {
  label: string;
  center: [number, number];
  bounds: LatLngBoundsExpression | undefined;
  location: AnswerLocation | null;
  asset: Asset | null;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <MapFrame
      label={label}
      height={{ xs: 260, md: 340 }}
      center={center}
      zoom={ANSWER_MAP_ZOOM.placed}
      bounds={bounds}
      boundsOptions={{ padding: [48, 48], maxZoom: ANSWER_MAP_ZOOM.placed }}
      scrollWheelZoom={false}
      dragging={wide}
      keyboard={false}
    >
      {asset && (
        <CircleMarker
          center={[asset.latitude, asset.longitude]}
          radius={11}
          pathOptions={{ color: ASSET_COLOUR, fillColor: ASSET_COLOUR, fillOpacity: 0.35, weight: 3 }}
        />
      )}
      {location && (
        <CircleMarker
          center={[location.latitude, location.longitude]}
          radius={8}
          pathOptions={{ color: PLACE_COLOUR, fillColor: PLACE_COLOUR, fillOpacity: 0.75, weight: 3 }}
        />
      )}
    </MapFrame>
  );
}
