export * from './images.ts';
export * from './file-types.ts';
export * from './uploads.ts';
export * from './upload-query.ts';
