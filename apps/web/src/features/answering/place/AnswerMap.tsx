import 'leaflet/dist/leaflet.css';
import {
  ANSWER_MAP_ZOOM,
  type AnswerLocation,
  type Asset,
  type GeocodedPlace,
  type GeoPoint,
} from '@cabildo/domain';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { LeafletEvent, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMapEvents } from 'react-leaflet';
import { MapFrame } from '../../../components/MapFrame.tsx';
import { reverseGeocode } from '../../../api/places.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { AssetCard, NearbyAssets } from './NearbyAssets.tsx';
import { pinIcon } from './pinIcon.ts';
import { useMyLocation } from './useMyLocation.ts';

export type AnswerMapProps = {
  formId: string;
  /** Where the map opens when there is no pin yet: the municipality's centre. */
  centre: GeoPoint;
  value: AnswerLocation | null;
  onChange: (location: AnswerLocation | null) => void;
  asset: Asset | null;
  onAssetChange: (asset: Asset | null) => void;
  /** The municipality's setting (and correction view): no nearby-assets list. */
  skipAssetLookup: boolean;
  /** Read-only: the pin and the asset are shown but cannot change. */
  disabled?: boolean;
  /** The address search above the map (skipped in correction view). */
  addressSearch?: boolean;
};

const MAP_HEIGHT = { xs: 320, md: 420 };
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPlace({ onPlace }: { onPlace: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/**
 * The place of an answer (spec part 2 §2, part 1 §7.4, §7.6): a pin placed by clicking, dragging,
 * the device's location or an address search; the address found for it below the map; and the
 * nearby assets of the management system to assign one. Address and asset lookups never block
 * the pin.
 */
export function AnswerMap({
  formId,
  centre,
  value,
  onChange,
  asset,
  onAssetChange,
  skipAssetLookup,
  disabled = false,
  addressSearch = true,
}: AnswerMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [address, setAddress] = useState<'found' | 'looking' | 'unavailable'>('found');
  const lookup = useRef<AbortController | null>(null);
  // The address arrives later: it goes to the parent's current handler, not the one of the click.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => () => lookup.current?.abort(), []);

  /** Brings a newly placed pin into view at the answering zoom (12 before a pin, 15 after). */
  const focusOn = useCallback(
    (point: GeoPoint) => {
      if (!map) return;
      const target: [number, number] = [point.latitude, point.longitude];
      if (map.getZoom() < ANSWER_MAP_ZOOM.placed) map.setView(target, ANSWER_MAP_ZOOM.placed);
      else if (!map.getBounds().contains(target)) map.panTo(target);
    },
    [map],
  );

  /** Sets the pin; without a known address, the provider is asked for one. */
  const place = useCallback(
    (point: GeoPoint, knownAddress?: string) => {
      const at = { latitude: round(point.latitude), longitude: round(point.longitude) };
      lookup.current?.abort();
      if (knownAddress) {
        setAddress('found');
        onChangeRef.current({ ...at, address: knownAddress });
        return;
      }
      onChangeRef.current({ ...at, address: null });
      const controller = new AbortController();
      lookup.current = controller;
      setAddress('looking');
      reverseGeocode(formId, at, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setAddress('found');
          onChangeRef.current({ ...at, address: found.address });
        },
        () => {
          if (!controller.signal.aborted) setAddress('unavailable');
        },
      );
    },
    [formId],
  );

  const placeAndFocus = useCallback(
    (point: GeoPoint, knownAddress?: string) => {
      place(point, knownAddress);
      focusOn(point);
    },
    [place, focusOn],
  );

  const myLocation = useMyLocation(placeAndFocus);

  const removePin = () => {
    lookup.current?.abort();
    setAddress('found');
    onChange(null);
  };
  const chooseAsset = (chosen: Asset) => {
    onAssetChange(chosen);
    placeAndFocus(chosen, chosen.address || undefined);
  };
  const pickAddress = (found: GeocodedPlace) => placeAndFocus(found, found.address);

  // A pin set from outside (a restored draft) is brought into view too.
  const pinLatitude = value?.latitude;
  const pinLongitude = value?.longitude;
  useEffect(() => {
    if (!map || pinLatitude === undefined || pinLongitude === undefined) return;
    if (!map.getBounds().contains([pinLatitude, pinLongitude])) {
      map.setView([pinLatitude, pinLongitude], Math.max(map.getZoom(), ANSWER_MAP_ZOOM.placed));
    }
  }, [map, pinLatitude, pinLongitude]);

  // The map takes the focus (Leaflet's arrows pan it, + and - zoom): it is described by the help,
  // which says how to place the pin without a mouse.
  const helpId = useId();
  useEffect(() => {
    if (!map || disabled) return;
    const container = map.getContainer();
    container.setAttribute('aria-describedby', helpId);
    return () => container.removeAttribute('aria-describedby');
  }, [map, disabled, helpId]);

  const pin = value ? { latitude: value.latitude, longitude: value.longitude } : null;
  const showAssets = pin !== null && asset === null && !skipAssetLookup && !disabled;

  return (
    <Box role="group" aria-label={t('places.map.label')}>
      {!disabled && addressSearch && (
        <AddressSearch formId={formId} disabled={disabled} onPick={pickAddress} />
      )}
      {!disabled && (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('places.map.help')} {t('places.map.keyboardHelp')}
        </Typography>
      )}
      <MapFrame
        height={MAP_HEIGHT}
        mapRef={setMap}
        center={pin ? [pin.latitude, pin.longitude] : [centre.latitude, centre.longitude]}
        zoom={pin ? ANSWER_MAP_ZOOM.placed : ANSWER_MAP_ZOOM.initial}
        // A page of questions scrolls over the map: the wheel scrolls, the buttons zoom.
        scrollWheelZoom={false}
      >
        {!disabled && <ClickToPlace onPlace={(point) => placeAndFocus(point)} />}
        {pin && (
          <Marker
            position={[pin.latitude, pin.longitude]}
            icon={pinIcon}
            draggable={!disabled}
            autoPan
            keyboard
            alt={t('places.map.pin')}
            title={t('places.map.pin')}
            eventHandlers={{
              dragend: (event: LeafletEvent) => {
                const moved = (event.target as LeafletMarker).getLatLng();
                place({ latitude: moved.lat, longitude: moved.lng });
              },
            }}
          />
        )}
      </MapFrame>

      {!disabled && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={
              myLocation.locating ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <MyLocationOutlined />
              )
            }
            disabled={myLocation.locating}
            onClick={myLocation.locate}
          >
            {myLocation.locating ? t('places.map.locating') : t('places.map.useMyLocation')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CenterFocusStrongOutlined />}
            disabled={!map}
            onClick={() => {
              const middle = map!.getCenter();
              placeAndFocus({ latitude: middle.lat, longitude: middle.lng });
            }}
          >
            {t('places.map.pinAtCentre')}
          </Button>
          {pin && (
            <Button size="small" color="error" startIcon={<LocationOffOutlined />} onClick={removePin}>
              {t('places.map.removePin')}
            </Button>
          )}
        </Stack>
      )}

      <Box aria-live="polite">
        {myLocation.problem && (
          <Alert severity="warning" onClose={myLocation.clearProblem} sx={{ mt: 1 }}>
            {t(
              myLocation.problem === 'denied'
                ? 'places.map.locationDenied'
                : myLocation.problem === 'unsupported'
                  ? 'places.map.locationUnsupported'
                  : 'places.map.locationFailed',
            )}
          </Alert>
        )}
        <PlaceLine value={value} address={address} />
      </Box>

      {asset && <AssetCard asset={asset} disabled={disabled} onRemove={() => onAssetChange(null)} />}
      {showAssets && <NearbyAssets formId={formId} pin={pin} disabled={disabled} onChoose={chooseAsset} />}
    </Box>
  );
}

/** The address of the pin under the map, with its coordinates. */
function PlaceLine({
  value,
  address,
}: {
  value: AnswerLocation | null;
  address: 'found' | 'looking' | 'unavailable';
}) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('places.map.noPin')}
      </Typography>
    );
  }
  const text = value.address
    ? value.address
    : address === 'looking'
      ? t('places.map.addressLoading')
      : address === 'unavailable'
        ? t('places.map.addressUnavailable')
        : t('places.map.addressUnknown');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t('places.map.address')}:
        </Box>{' '}
        <Box component="span" sx={{ color: value.address ? 'text.primary' : 'text.secondary' }}>
          {text}
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('places.map.coordinates')}: {value.latitude.toFixed(6)}, {value.longitude.toFixed(6)}
      </Typography>
    </Box>
  );
}
