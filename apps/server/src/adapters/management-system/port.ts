import type { Asset, IncidentType, ManagementArea, ManagementVerification } from '@cabildo/domain';

export type VerifyUserInput = {
  username: string;
  municipalityManagementId: number | null;
  useCloud: boolean;
};

export type CreateIncidentInput = {
  /** The incident type configured on the form (per state when the form has incident types by state). */
  typeId: string;
  formTitle: string;
  answerCode: string;
  username: string | null;
  /** idMuniCore of the answer's municipality (null when it is not linked). */
  municipalityManagementId: number | null;
  latitude: number | null;
  longitude: number | null;
};

/** Whose assets: the municipality of the form being answered, and the person answering. */
export type AssetScope = {
  municipalityId: string;
  /** idMuniCore of that municipality (null when it is not linked). */
  municipalityManagementId: number | null;
  /** The management username of the person answering; null for anonymous answers. */
  username: string | null;
};

/** Whose lists: a municipality and the management username of the person editing the form. */
export type ManagementScope = AssetScope;

export type CreateIncidentTypeInput = ManagementScope & {
  /** The management system's area the type belongs to. */
  areaId: string;
  /** The form's title (with a state's name for incident types by state). */
  name: string;
  /** Whether the form is public (the spec's publico). */
  public: boolean;
};

export type FindAssetsInput = AssetScope & {
  latitude: number;
  longitude: number;
  /** Sent as the spec's radio ('1' = 1 km). */
  radiusKm: number;
  /** The form's incident type (tipoIncidenteId), when it has one. */
  incidentTypeId: string | null;
};

/** sendExternalMessage (spec part 3 §7): a message to the citizen of an answer, about its incident. */
export type ExternalMessageInput = {
  message: string;
  /** The answer's incident (incidenteId), when one was created. */
  incidentId: string | null;
  /** Where the citizen acts on the message (urlFormulario): the revision link. */
  formUrl: string;
  /** The management username of the person sending it (staff). */
  username: string;
  /** idMuniCore of the answer's municipality (municipioId); null when it is not linked. */
  municipalityManagementId: number | null;
};

/**
 * The municipal management system (the spec's MuniCore): verifies and reserves the username of a
 * new user (verifyMuniCoreUser), creates incidents for answers, looks up assets
 * (getIdentifiers, getIdentifierDataById), lists its areas and incident types and creates an
 * incident type for a form (getMuniCoreAreas, createTipoIncidencia) and sends a citizen a message
 * about an answer (sendExternalMessage).
 */
export interface ManagementSystem {
  /** Answers like the real system: `{ result: true, error: null }` or `{ result: false, error: '…' }`. Throws when unreachable. */
  verifyUser(input: VerifyUserInput): Promise<ManagementVerification>;
  /** Creates an incident for a saved answer (forms with incidents on); throws when unreachable. */
  createIncident(input: CreateIncidentInput): Promise<{ id: string }>;
  /** getIdentifiers: the municipality's assets within the radius, nearest first. Throws when unreachable. */
  findAssets(input: FindAssetsInput): Promise<Asset[]>;
  /** getIdentifierDataById: one asset of the municipality, or null. Throws when unreachable. */
  getAsset(id: string, scope: AssetScope): Promise<Asset | null>;
  /** getMuniCoreAreas: the management system's areas the editor picks the incident area from. Throws when unreachable. */
  listAreas(scope: ManagementScope): Promise<ManagementArea[]>;
  /** The incident types of one of those areas. Throws when unreachable. */
  listIncidentTypes(scope: ManagementScope, areaId: string): Promise<IncidentType[]>;
  /** createTipoIncidencia: a new incident type named after the form; throws when refused (a type of that name may exist) or unreachable. */
  createIncidentType(input: CreateIncidentTypeInput): Promise<{ id: string }>;
  /** sendExternalMessage: tells the citizen through the management system's channels. Throws when refused or unreachable. */
  sendExternalMessage(input: ExternalMessageInput): Promise<void>;
}
