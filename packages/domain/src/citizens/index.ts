export * from './data.ts';
export * from './schemas.ts';
export * from './portal.ts';
export * from './portal-answers.ts';
export * from './recipients.ts';
export * from './recipient-rules.ts';
