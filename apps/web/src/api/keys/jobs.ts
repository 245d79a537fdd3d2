export const jobsKey = ['jobs'] as const;
