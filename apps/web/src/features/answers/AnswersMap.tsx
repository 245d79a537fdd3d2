import {
  ANSWER_MAP_ZOOM,
  DEFAULT_MAP_CENTRE,
  type AnswerFilterQuery,
  type AnswerPoints,
} from '@cabildo/domain';
import { Alert, Box, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  divIcon,
  layerGroup,
  marker,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { useAnswerPoints, type MapPoints } from '../../api/answers.ts';
import { MapFrame } from '../../components/MapFrame.tsx';
import type { Bounds, MapItem } from './map/clusters.ts';
import { clusterSource, type ClusterSource } from './map/source.ts';

/** Spec part 3 §2: the answers map opens at zoom 6 (up to 18: MapFrame's range). */
const MAP_ZOOM = 6;
/** Answers listed in the popup of a group that cannot be split any further. */
const LISTED = 10;

/** What the popup shows (answers by their index in the points): one, or those of a group at the very same place. */
type Selection =
  | { kind: 'point'; index: number }
  | { kind: 'list'; latitude: number; longitude: number; count: number; indexes: number[] };

const clusterSize = (count: number) => (count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 50);

/** The view's bounds and a margin, so a short pan does not show an empty edge. */
const viewBounds = (map: LeafletMap): Bounds => {
  const bounds = map.getBounds().pad(0.25);
  return [
    Math.max(-180, bounds.getWest()),
    Math.max(-85, bounds.getSouth()),
    Math.min(180, bounds.getEast()),
    Math.min(85, bounds.getNorth()),
  ];
};

/**
 * The groups and single answers of the view, as Leaflet markers added outside React (a few
 * hundred at most, whatever the number of answers), redrawn after each move or zoom. Markers are
 * buttons: focusable, named, and Enter works as a click. A group zooms in to where it splits; one
 * that cannot split within the map's zoom lists its answers; a single answer opens its popup.
 */
function ClusterLayer({
  source,
  points,
  onSelect,
}: {
  source: ClusterSource;
  points: AnswerPoints;
  onSelect: (selection: Selection) => void;
}) {
  const map = useMap();
  const { t } = useTranslation();
  useEffect(() => {
    const layer = layerGroup().addTo(map);
    let latest = 0;
    // A named button: Leaflet makes the icon focusable; Enter and Space act as a click.
    const button = (item: Marker, label: string, activate: () => void) =>
      item
        .on('add', () => item.getElement()?.setAttribute('aria-label', label))
        .on('click', activate)
        .on('keydown', (event) => {
          const { originalEvent } = event as LeafletKeyboardEvent;
          if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
          originalEvent.preventDefault();
          activate();
        });

    const markerOf = (item: MapItem): Marker => {
      if (item.kind === 'point') {
        const { index } = item;
        return button(
          marker([item.latitude, item.longitude], {
            icon: divIcon({ className: 'answers-map-point', iconSize: [18, 18] }),
            keyboard: true,
          }),
          t('answers-list.map.point', { code: points.code(index) }),
          () => onSelect({ kind: 'point', index }),
        );
      }
      const size = clusterSize(item.count);
      const splits = item.expansionZoom <= map.getMaxZoom();
      const label = splits
        ? t('answers-list.map.cluster', { count: item.count })
        : t('answers-list.map.clusterList', { count: item.count });
      return button(
        marker([item.latitude, item.longitude], {
          icon: divIcon({
            className: 'answers-map-cluster',
            // The count only, a number: nothing from the answers goes into this HTML.
            html: `<span aria-hidden="true">${item.label}</span>`,
            iconSize: [size, size],
          }),
          keyboard: true,
        }),
        label,
        () => {
          if (splits) {
            map.setView([item.latitude, item.longitude], item.expansionZoom);
            // The marker is redrawn away: keep the keyboard on the map.
            map.getContainer().focus();
            return;
          }
          void source.leaves(item.id, LISTED).then((indexes) =>
            onSelect({
              kind: 'list',
              latitude: item.latitude,
              longitude: item.longitude,
              count: item.count,
              indexes,
            }),
          );
        },
      );
    };

    const draw = async () => {
      const request = (latest += 1);
      const items = await source.items(viewBounds(map), map.getZoom());
      if (request !== latest) return;
      layer.clearLayers();
      for (const item of items) layer.addLayer(markerOf(item));
    };
    const redraw = () => void draw();
    map.on('moveend', redraw);
    redraw();
    return () => {
      latest = -1;
      map.off('moveend', redraw);
      layer.remove();
    };
  }, [map, source, points, onSelect, t]);
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

/** The cluster index of the points, built once per data set (off the main thread where it can). */
function useClusters(map: MapPoints | undefined) {
  const [built, setBuilt] = useState<{ map: MapPoints; source: ClusterSource } | null>(null);
  useEffect(() => {
    if (!map) return;
    const source = clusterSource(map.body, ANSWER_MAP_ZOOM);
    let live = true;
    void source.ready.then(() => {
      if (live) setBuilt({ map, source });
    });
    return () => {
      live = false;
      source.dispose();
    };
  }, [map]);
  // Another data set's index (until the new one is ready) is never drawn with these points.
  return built && built.map === map ? built.source : null;
}

/**
 * Moves the keyboard into an opened popup, so its link is the next thing reached; Escape closes it
 * (Leaflet's own Escape listens only while the map itself has the focus), and on closing the
 * keyboard goes back to the marker that opened it, or to the map when that marker is gone.
 */
function FocusOnOpen({ children }: { children: ReactNode }) {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = map.getContainer();
    const popup = ref.current;
    const opener = document.activeElement;
    popup?.querySelector('a')?.focus({ preventScroll: true });
    return () => {
      // Only the popup's own focus: one that went elsewhere (the filters) stays there.
      const focused = document.activeElement;
      if (focused && focused !== document.body && !popup?.contains(focused)) return;
      const back = opener instanceof HTMLElement && container.contains(opener) ? opener : container;
      back.focus({ preventScroll: true });
    };
  }, [map]);
  return (
    <Box
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape') map.closePopup();
      }}
    >
      {children}
    </Box>
  );
}

type Props = {
  formId: string;
  filter: AnswerFilterQuery;
};

/** The places of the filtered answers, grouped; each answer opens a popup with its code and a link. */
export function AnswersMap({ formId, filter }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery('(min-width:1281px)');
  const query = useAnswerPoints(formId, filter, true);
  const centre = query.data?.points.centre ?? DEFAULT_MAP_CENTRE;
  // Another filter's points (kept while the new ones load) are neither drawn nor counted.
  const map = query.isPlaceholderData ? undefined : query.data;
  const points = map?.points;
  const source = useClusters(map);
  // A popup belongs to the points it was opened on: a new data set closes it.
  const [opened, setOpened] = useState<{ of: AnswerPoints; selection: Selection } | null>(null);
  const selected = points && opened?.of === points ? opened.selection : null;
  const select = useCallback(
    (selection: Selection) => {
      if (points) setOpened({ of: points, selection });
    },
    [points],
  );
  const primary = theme.palette.primary.main;
  const focusRing = {
    outline: `3px solid ${theme.palette.secondary.main}`,
    outlineOffset: '2px',
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Alert severity="warning">{t('answers-list.map.warning')}</Alert>
      <Typography variant="body2" color={query.isError ? 'error' : 'text.secondary'} role="status">
        {query.isError
          ? t('answers-list.loadError')
          : !points
            ? t('answers-list.map.loading')
            : !source
              ? t('answers-list.map.indexing')
              : t('answers-list.map.count', { count: points.count })}
      </Typography>
      <Box
        sx={{
          '& .answers-map-cluster': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            bgcolor: alpha(primary, 0.88),
            color: theme.palette.primary.contrastText,
            font: `700 13px ${theme.typography.fontFamily}`,
            border: `4px solid ${alpha(primary, 0.3)}`,
            backgroundClip: 'padding-box',
            boxShadow: 1,
            cursor: 'pointer',
          },
          '& .answers-map-point': {
            borderRadius: '50%',
            bgcolor: primary,
            border: '2px solid #fff',
            boxShadow: 2,
            cursor: 'pointer',
          },
          '& .answers-map-cluster:focus-visible, & .answers-map-point:focus-visible': focusRing,
        }}
      >
        <MapFrame
          height={wide ? 800 : 500}
          label={t('answers-list.map.label')}
          center={[centre.latitude, centre.longitude]}
          zoom={MAP_ZOOM}
        >
          <FollowCentre latitude={centre.latitude} longitude={centre.longitude} />
          {points && source && <ClusterLayer source={source} points={points} onSelect={select} />}
          {points && selected && (
            <Popup
              key={
                selected.kind === 'point'
                  ? points.id(selected.index)
                  : `${selected.latitude},${selected.longitude}`
              }
              position={
                selected.kind === 'point'
                  ? [points.latitude(selected.index), points.longitude(selected.index)]
                  : [selected.latitude, selected.longitude]
              }
              eventHandlers={{ remove: () => setOpened(null) }}
            >
              <FocusOnOpen>
                {selected.kind === 'point' ? (
                  <>
                    <Typography sx={{ fontWeight: 700 }}>{points.code(selected.index)}</Typography>
                    <Link component={RouterLink} to={`/ver/${points.id(selected.index)}`}>
                      {t('answers-list.map.open')}
                    </Link>
                  </>
                ) : (
                  <>
                    <Typography sx={{ fontWeight: 700, mb: 0.5 }}>
                      {t('answers-list.map.listTitle', { count: selected.count })}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {selected.indexes.map((index) => (
                        <li key={index}>
                          <Link
                            component={RouterLink}
                            to={`/ver/${points.id(index)}`}
                            aria-label={t('answers-list.actions.view', { code: points.code(index) })}
                          >
                            {points.code(index)}
                          </Link>
                        </li>
                      ))}
                    </Box>
                    {selected.count > selected.indexes.length && (
                      <Typography variant="body2" color="text.secondary">
                        {t('answers-list.map.more', { count: selected.count - selected.indexes.length })}
                      </Typography>
                    )}
                  </>
                )}
              </FocusOnOpen>
            </Popup>
          )}
        </MapFrame>
      </Box>
    </Stack>
  );
}
