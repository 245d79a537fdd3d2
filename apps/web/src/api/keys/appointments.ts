export const appointmentsKeys = {
  agendas: (areaId: string | null) => ['appointments', 'agendas', areaId] as const,
};
