export const pdfSettingsKey = (municipalityId: string) => ['pdf-settings', municipalityId] as const;
