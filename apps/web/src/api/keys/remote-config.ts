export const remoteConfigKey = ['remote-config'] as const;
