import packageJson from '../../package.json' with { type: 'json' };

export const APP_NAME = 'Souqna';
/** From package.json; the build bundles it, so dist reports the version it was built from. */
export const APP_VERSION: string = packageJson.version;
