import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// `npm run serve`: src/server.ts, run from its cached bundle (src/server-bundle.ts). Only the bundler goes
// through tsx, scoped to that import: the server's own modules then load as plain JavaScript.
const { serverBundle } = await tsImport('./src/server-bundle.ts', import.meta.url);
const bundle = await serverBundle();
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
