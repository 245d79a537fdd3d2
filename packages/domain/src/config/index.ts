export * from './remote-config.ts';
