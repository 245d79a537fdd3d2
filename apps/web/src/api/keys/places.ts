export const placesKeys = {
  assets: (formId: string, latitude: number | undefined, longitude: number | undefined) =>
    ['places', 'assets', formId, latitude, longitude] as const,
};
