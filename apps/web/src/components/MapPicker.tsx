import { Box } from '@mui/material';
import { CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { MapFrame } from './MapFrame.tsx';

type Point = { latitude: number; longitude: number };

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
  const valid = Number.isFinite(value.latitude) && Number.isFinite(value.longitude);
  if (!valid) return <Box sx={{ height: 240, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return (
    <MapFrame height={240} label={label} center={[value.latitude, value.longitude]} zoom={12}>
      <CircleMarker
        center={[value.latitude, value.longitude]}
        radius={9}
        pathOptions={{ color: '#1d4e89', fillOpacity: 0.6 }}
      />
      <ClickToPick
        onPick={(point) => onChange({ latitude: round(point.latitude), longitude: round(point.longitude) })}
      />
      <FollowValue value={value} />
    </MapFrame>
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
