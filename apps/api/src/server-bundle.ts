import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { type BuildInputs, buildIfChanged } from '../../web/scripts/build-inputs.ts';

// `npm run serve` starts the server from one cached bundle (issue 31): through tsx, resolving and transforming
// our 450 modules one by one, then the packages' 1,500, was most of a warm start (2.9 s of 4.4 s to the first
// answer on a quiet machine; 0.7 s from the bundle). The bundle is rebuilt (in about 1 s) when a source, the
// lockfile or the domain package changes.

const apiDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiDir, '../..');
/** Beside src, so the packages resolve from the bundle as they do from the sources. */
export const BUNDLE_DIR = path.join(apiDir, '.cache');
const BUNDLE_FILE = 'server.mjs';

export const serverBundleInputs = (): BuildInputs => ({
  root: repoRoot,
  folders: [path.join(apiDir, 'src'), path.join(repoRoot, 'packages/domain/src')],
  files: [path.join(repoRoot, 'package-lock.json'), path.join(apiDir, 'package.json')],
  env: {},
});

/**
 * A module's own address where it reads a file beside itself (the migrations, the web app's dist): in the
 * bundle, `import.meta.url` would name the bundle instead.
 */
const keepModuleAddresses: Plugin = {
  name: 'keep-module-addresses',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const address = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

/**
 * Packages left outside the bundle, loaded from node_modules as before: native code, files read beside their
 * own modules (WebAssembly, fonts, the docs UI's pages, package.json files), worker threads, and optional
 * peers that are not installed.
 */
const UNBUNDLED = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@aws-sdk/*',
  'ioredis',
  'pino',
  'pg-native',
];

/** CommonJS packages inside an ES module still find `require` and their folder names. */
const COMMONJS_GLOBALS = `import { createRequire } from 'node:module';
import { dirname as __bundleDirname } from 'node:path';
import { fileURLToPath as __bundleFileUrlToPath } from 'node:url';
const require = createRequire(import.meta.url);
const __filename = __bundleFileUrlToPath(import.meta.url);
const __dirname = __bundleDirname(__filename);`;

/** Bundles src/server.ts; written under temporary names and renamed, so an instance starting meanwhile reads a whole file. */
async function bundleServer(): Promise<void> {
  const result = await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: path.join(BUNDLE_DIR, BUNDLE_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: UNBUNDLED,
    banner: { js: COMMONJS_GLOBALS },
    // The logs name an error by its class (plugins/logging.ts): a bundle must not rename classes.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [keepModuleAddresses],
    write: false,
    logLevel: 'warning',
  });
  await mkdir(BUNDLE_DIR, { recursive: true });
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const temporary = `${file.path}.${process.pid}`;
      await writeFile(temporary, file.contents);
      await rename(temporary, file.path);
    }),
  );
}

/** The bundle's path, built first when its sources changed since it was written. */
export async function serverBundle({ force = false } = {}): Promise<string> {
  await buildIfChanged(serverBundleInputs(), { dir: BUNDLE_DIR, mainFile: BUNDLE_FILE }, bundleServer, { force });
  return path.join(BUNDLE_DIR, BUNDLE_FILE);
}
