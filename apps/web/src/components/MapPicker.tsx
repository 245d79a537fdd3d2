import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { useAuthSettings } from '../api/auth.ts';

type Point = { latitude: number; longitude: number };

/** Spec part 1 §9: zoom between 5 and 18. */
const MIN_ZOOM = 5;
const MAX_ZOOM = 18;

function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

function FollowValue({ value }: { value: Point }) {
  const map = useMap();
  useEffect(() => {
    map.panTo([value.latitude, value.longitude]);
  }, [map, value.latitude, value.longitude]);
  return null;
}

/** A map to pick a point by clicking; the typed coordinates and the map stay in step. */
export function MapPicker({
  value,
  onChange,
  label,
}: {
  value: Point;
  onChange: (point: Point) => void;
  label: string;
}) {
  const settings = useAuthSettings();
  const valid = Number.isFinite(value.latitude) && Number.isFinite(value.longitude);
  if (!valid || !settings.data) return <Box sx={{ height: 240, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height: 240,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%' },
      }}
    >
      <MapContainer
        center={[value.latitude, value.longitude]}
        zoom={12}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
      >
        <TileLayer url={settings.data.map.tileUrl} attribution={settings.data.map.attribution} />
        <CircleMarker
          center={[value.latitude, value.longitude]}
          radius={9}
          pathOptions={{ color: '#1d4e89', fillOpacity: 0.6 }}
        />
        <ClickToPick
          onPick={(point) => onChange({ latitude: round(point.latitude), longitude: round(point.longitude) })}
        />
        <FollowValue value={value} />
      </MapContainer>
    </Box>
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
