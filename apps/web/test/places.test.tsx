import type { AnswerLocation, Asset } from '@cabildo/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../src/app/App.tsx';
import { AnswerMap } from '../src/features/answering/place/AnswerMap.tsx';
import { setupI18n } from '../src/i18n/index.ts';
import { stubApi, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000009002';
const CENTRE = { latitude: -31.4201, longitude: -64.1888 };
const settings: Reply = {
  status: 200,
  body: {
    sso: { enabled: false, label: null },
    map: { tileUrl: 'data:image/png;base64,{z}{x}{y}', attribution: '© test tiles' },
  },
};
const lamp: Asset = {
  id: 'CBA-LUM-0007',
  description: 'Luminaria LED 100 W n.º 0007',
  type: 'Luminaria',
  address: 'Belgrano 600, Córdoba',
  latitude: -31.4211,
  longitude: -64.1893,
};
const error = (status: number, code: string): Reply => ({ status, body: { error: { code, message: code } } });

type Places = {
  search?: (q: string) => Reply;
  reverse?: (lat: number, lng: number) => Reply;
  assets?: () => Reply;
};

/** Renders the map the way the answer screen does: it owns the location and the asset. */
async function renderMap(places: Places, options: { skipAssetLookup?: boolean; disabled?: boolean } = {}) {
  await setupI18n('en');
  const asked: string[] = [];
  stubApi((url) => {
    const parsed = new URL(url, 'http://localhost');
    asked.push(parsed.pathname);
    const param = (name: string) => parsed.searchParams.get(name) ?? '';
    if (parsed.pathname === '/api/auth/settings') return settings;
    if (parsed.pathname === '/api/places/search')
      return places.search?.(param('q')) ?? { status: 200, body: { results: [] } };
    if (parsed.pathname === '/api/places/reverse')
      return (
        places.reverse?.(Number(param('lat')), Number(param('lng'))) ?? {
          status: 200,
          body: { address: null },
        }
      );
    if (parsed.pathname === '/api/places/assets')
      return places.assets?.() ?? { status: 200, body: { assets: [] } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
  });
  const state: { location: AnswerLocation | null; asset: Asset | null } = { location: null, asset: null };
  function Harness() {
    const [location, setLocation] = useState<AnswerLocation | null>(null);
    const [asset, setAsset] = useState<Asset | null>(null);
    state.location = location;
    state.asset = asset;
    return (
      <AnswerMap
        formId={FORM_ID}
        centre={CENTRE}
        value={location}
        onChange={setLocation}
        asset={asset}
        onAssetChange={setAsset}
        skipAssetLookup={options.skipAssetLookup ?? false}
        disabled={options.disabled}
      />
    );
  }
  render(
    <Providers queryClient={createQueryClient()}>
      <Harness />
    </Providers>,
  );
  await screen.findByRole('button', { name: 'Pin at the map centre' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pin at the map centre' })).toBeEnabled());
  return { state, asked, user: userEvent.setup() };
}

describe('answer map', () => {
  it('places a draggable pin with its marker image and fills the address from reverse geocoding', async () => {
    const { state, user } = await renderMap({
      reverse: () => ({ status: 200, body: { address: 'Deán Funes 52, Córdoba' } }),
    });
    expect(screen.getByText('No pin placed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pin at the map centre' }));
    expect(await screen.findByText('Deán Funes 52, Córdoba')).toBeInTheDocument();
    expect(state.location).toEqual({ ...CENTRE, address: 'Deán Funes 52, Córdoba' });
    const marker = screen.getByAltText('Pin of the answer');
    expect(marker.getAttribute('src')).toMatch(/marker-icon/);
    expect(marker).toHaveClass('leaflet-marker-draggable');

    await user.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(state.location).toBeNull();
    expect(screen.queryByAltText('Pin of the answer')).not.toBeInTheDocument();
  });

  it('keeps the pin when the address cannot be looked up, and says so without blocking', async () => {
    const { state, user } = await renderMap({ reverse: () => error(503, 'GEOCODING_UNAVAILABLE') });
    await user.click(screen.getByRole('button', { name: 'Pin at the map centre' }));
    expect(
      await screen.findByText('The address cannot be looked up right now; the pin is kept.'),
    ).toBeInTheDocument();
    expect(state.location).toEqual({ ...CENTRE, address: null });
    expect(screen.getByAltText('Pin of the answer')).toBeInTheDocument();
  });

  it('searches an address, moves the pin to the chosen result and lists the nearby assets to assign', async () => {
    const { state, user } = await renderMap({
      search: (q) => ({
        status: 200,
        body: {
          results:
            q === 'Belgrano 600'
              ? [{ latitude: -31.421, longitude: -64.1892, address: 'Belgrano 600, Córdoba, Argentina' }]
              : [],
        },
      }),
      assets: () => ({ status: 200, body: { assets: [lamp] } }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Search an address' }), 'Belgrano 600{Enter}');
    const results = await screen.findByRole('list', { name: 'Addresses found' });
    await user.click(within(results).getByRole('button', { name: 'Belgrano 600, Córdoba, Argentina' }));
    expect(state.location).toEqual({
      latitude: -31.421,
      longitude: -64.1892,
      address: 'Belgrano 600, Córdoba, Argentina',
    });

    const nearby = await screen.findByRole('list', { name: 'Nearby assets' });
    await user.click(within(nearby).getByRole('button', { name: /Luminaria LED 100 W/ }));
    const card = screen.getByRole('region', { name: 'Assigned asset' });
    expect(within(card).getByText('Luminaria LED 100 W n.º 0007')).toBeInTheDocument();
    expect(within(card).getByText('Luminaria')).toBeInTheDocument();
    expect(within(card).getByText('Belgrano 600, Córdoba')).toBeInTheDocument();
    expect(state.asset).toEqual(lamp);
    // The pin moves to the asset.
    expect(state.location).toEqual({
      latitude: lamp.latitude,
      longitude: lamp.longitude,
      address: lamp.address,
    });

    await user.click(within(card).getByRole('button', { name: 'Remove asset' }));
    expect(state.asset).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assigned asset' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Nearby assets' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and when search is unavailable the pin still works', async () => {
    let available = true;
    const { state, user } = await renderMap({
      search: () =>
        available ? { status: 200, body: { results: [] } } : error(503, 'GEOCODING_UNAVAILABLE'),
    });
    const field = screen.getByRole('textbox', { name: 'Search an address' });
    await user.type(field, 'Nowhere street{Enter}');
    expect(await screen.findByText(/No address found/)).toBeInTheDocument();

    available = false;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'Address search is not available right now. You can still place the pin on the map.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pin at the map centre' }));
    await waitFor(() => expect(state.location).toMatchObject(CENTRE));
  });

  it('only logs a failed asset lookup: the person sees nothing of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = await renderMap({ assets: () => error(502, 'MANAGEMENT_SYSTEM_ERROR') });
    await failing.user.click(screen.getByRole('button', { name: 'Pin at the map centre' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Nearby assets')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('does not look up assets where the municipality skips it', async () => {
    const { asked, user } = await renderMap({}, { skipAssetLookup: true });
    await user.click(screen.getByRole('button', { name: 'Pin at the map centre' }));
    await waitFor(() => expect(asked).toContain('/api/places/reverse'));
    expect(asked).not.toContain('/api/places/assets');
  });

  it('uses the device location, and explains a refused permission', async () => {
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          success: (position: { coords: { latitude: number; longitude: number } }) => void,
          failure: (error: { code: number; PERMISSION_DENIED: number }) => void,
        ) =>
          allow
            ? success({ coords: { latitude: -31.43, longitude: -64.2 } })
            : failure({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    const { state, user } = await renderMap({});
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(state.location).toEqual({ latitude: -31.43, longitude: -64.2, address: null }),
    );

    allow = false;
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Permission to use your location was refused/)).toBeInTheDocument();
  });

  it('shows but does not change the place when disabled', async () => {
    await setupI18n('en');
    stubApi(() => settings);
    render(
      <Providers queryClient={createQueryClient()}>
        <AnswerMap
          formId={FORM_ID}
          centre={CENTRE}
          value={{ latitude: lamp.latitude, longitude: lamp.longitude, address: 'Belgrano 612, Córdoba' }}
          onChange={() => undefined}
          asset={lamp}
          onAssetChange={() => undefined}
          skipAssetLookup={false}
          disabled
        />
      </Providers>,
    );
    expect(await screen.findByAltText('Pin of the answer')).not.toHaveClass('leaflet-marker-draggable');
    expect(screen.getByText('Belgrano 612, Córdoba')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Assigned asset' })).toHaveTextContent('Belgrano 600, Córdoba');
    expect(screen.queryByRole('textbox', { name: 'Search an address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove asset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });
});
