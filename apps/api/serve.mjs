import { pathToFileURL } from 'node:url';
import { register, tsImport } from 'tsx/esm/api';

// `npm run serve`: src/server.ts, run from its cached bundle (src/server-bundle.ts). Only the bundler goes
// through tsx, scoped to that import: the server's own modules then load as plain JavaScript.
const { serverBundle } = await tsImport('./src/server-bundle.ts', import.meta.url);
let bundle;
try {
  bundle = await serverBundle();
} catch (error) {
  // A checkout the server may not write to (a read-only image) still starts, from the sources as before.
  process.emitWarning(`cannot write the server's bundle (${error.message}): starting from the sources through tsx`);
}
if (bundle) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
} else {
  register();
  await import('./src/server.ts');
}
