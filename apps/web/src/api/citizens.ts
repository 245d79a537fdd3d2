import type { CitizenData, CitizenLookupQuery, CreateCitizenRequest } from '@cabildo/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';

/** Searches the registry of the form's municipality; 404 CITIZEN_NOT_FOUND when nobody has that number. */
export const lookupCitizen = ({ formId, kind, number }: CitizenLookupQuery): Promise<CitizenData> =>
  api.get('/api/citizens/lookup', { query: { formId, kind, number } });

/** A search is started by the person (button or Enter), so it is a mutation, not a cached query. */
export const useCitizenLookup = () => useMutation({ mutationFn: lookupCitizen });

export const useCreateCitizen = () =>
  useMutation({
    mutationFn: (input: CreateCitizenRequest): Promise<CitizenData> =>
      api.post('/api/citizens', { body: input }),
  });
