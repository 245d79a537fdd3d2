import {
  ASSET_SEARCH_RADIUS_KM,
  mapCentreOf,
  municipalitySettingsSchema,
  type Asset,
  type GeocodedPlace,
} from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GeocodingUnavailableError } from '../../adapters/geocoding/port.ts';
import type { AssetScope } from '../../adapters/management-system/port.ts';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import type { OpenedForm } from '../answer-access/index.ts';

const geocodingUnavailable = () => apiError('GEOCODING_UNAVAILABLE');
const managementSystemError = () => apiError('MANAGEMENT_SYSTEM_ERROR');

/** The place of an answer: addresses through the geocoding provider, assets through the management system. */
export class PlaceService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async search({ municipality }: OpenedForm, query: string): Promise<GeocodedPlace[]> {
    return this.geocode(() => this.geocoderOf(municipality).search(query, mapCentreOf(municipality)));
  }

  async reverse({ municipality }: OpenedForm, latitude: number, longitude: number): Promise<string | null> {
    return this.geocode(() => this.geocoderOf(municipality).reverse(latitude, longitude));
  }

  /** Assets within the spec's radius; none where the municipality skips asset lookup. */
  async nearbyAssets(opened: OpenedForm, username: string | null, latitude: number, longitude: number) {
    if (settingsOf(opened.municipality).skipAssetLookup) return [];
    return this.manage(() =>
      this.ctx.managementSystem.findAssets({
        ...scopeOf(opened, username),
        latitude,
        longitude,
        radiusKm: ASSET_SEARCH_RADIUS_KM,
        incidentTypeId: opened.form.template.management.incidentTypeId,
      }),
    );
  }

  async asset(opened: OpenedForm, username: string | null, id: string): Promise<Asset | null> {
    if (settingsOf(opened.municipality).skipAssetLookup) return null;
    return this.manage(() => this.ctx.managementSystem.getAsset(id, scopeOf(opened, username)));
  }

  private geocoderOf(municipality: OpenedForm['municipality']) {
    return this.ctx.geocoding(settingsOf(municipality).geocodingUrl);
  }

  private async geocode<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GeocodingUnavailableError)) throw error;
      this.log.warn({ err: error }, 'geocoding provider failed');
      throw geocodingUnavailable();
    }
  }

  /** Spec part 1 §8: an asset lookup failure is logged; the browser shows nothing of it. */
  private async manage<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.log.warn({ err: error }, 'asset lookup in the management system failed');
      throw managementSystemError();
    }
  }
}

const settingsOf = (municipality: OpenedForm['municipality']) =>
  municipalitySettingsSchema.parse(municipality.settings);

const scopeOf = ({ municipality }: OpenedForm, username: string | null): AssetScope => ({
  municipalityId: municipality.id,
  municipalityManagementId: municipality.managementId,
  username,
});
