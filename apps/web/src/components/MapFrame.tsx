import 'leaflet/dist/leaflet.css';
import { ANSWER_MAP_ZOOM } from '@cabildo/domain';
import { Box } from '@mui/material';
import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode, Ref } from 'react';
import { MapContainer, TileLayer, type MapContainerProps } from 'react-leaflet';
import { useAuthSettings } from '../api/auth.ts';

type MapFrameProps = Omit<MapContainerProps, 'children' | 'ref'> & {
  /** A number of pixels, or responsive heights ({ xs: 320, sm: 420 }). */
  height: number | Record<string, number>;
  /** Names the map as a region for screen readers. */
  label?: string;
  mapRef?: Ref<LeafletMap>;
  children?: ReactNode;
};

/**
 * Every map of the product: a rounded frame, the configured tile service (`MAP_TILE_URL`) and
 * the spec's zoom range 5–18. An empty frame holds the place until the settings are loaded.
 */
export function MapFrame({ height, label, mapRef, children, ...options }: MapFrameProps) {
  const settings = useAuthSettings();
  return (
    <Box
      data-map-frame
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        '& .leaflet-container': { height: '100%', fontFamily: 'inherit' },
        // The attribution readable over any tile (WCAG 1.4.3): Leaflet's box is 80 % white, its link
        // #0078A8 (under 4.5:1 over a dark tile); here a nearly opaque box and the theme's colours.
        // Its links are underlined: the theme's blue beside its text is 1.95:1, told apart by colour
        // only (WCAG 1.4.1, axe link-in-text-block). Two classes, to outrank Leaflet's own rules.
        '& .leaflet-container .leaflet-control-attribution': {
          bgcolor: 'rgba(255, 255, 255, 0.95)',
          color: 'text.primary',
        },
        '& .leaflet-container .leaflet-control-attribution a': {
          color: 'primary.main',
          textDecoration: 'underline',
        },
      }}
    >
      {settings.data && (
        <MapContainer ref={mapRef} minZoom={ANSWER_MAP_ZOOM.min} maxZoom={ANSWER_MAP_ZOOM.max} {...options}>
          <TileLayer url={settings.data.map.tileUrl} attribution={settings.data.map.attribution} />
          {children}
        </MapContainer>
      )}
    </Box>
  );
}
