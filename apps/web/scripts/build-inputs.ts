import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A build skipped when nothing it reads has changed since its output was written (issue 31): `npm run build`'s
// Vite build, and the API's bundle (apps/api/src/server-bundle.ts). A content hash of the inputs is kept in the
// output folder, so an output removed or half rebuilt takes it along.

/** Inside the output folder: a dotfile, which the server does not serve from the web app's dist. */
export const INPUTS_STAMP = '.inputs-sha256';

export interface BuildInputs {
  /** The root the files' names in the hash are relative to, so moving the checkout changes nothing. */
  root: string;
  /** Folders whose every file counts (past the skipped ones below): the web app and the domain package. */
  folders: string[];
  /** Single files: the lockfile pins every dependency, Vite and its plugins with them. */
  files: string[];
  /** The environment as the build sees it. */
  env: NodeJS.ProcessEnv;
}

/** Never bundled: installed packages (the lockfile stands for them), the build's own output, the browser journeys. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'e2e', '.e2e']);
const TEST_FILE = /\.test\.tsx?$/;
/** Vite reads NODE_ENV and exposes VITE_ variables to the app. */
const BUILD_VARIABLE = /^(NODE_ENV|VITE_\w+)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(file);
    return entry.isFile() && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/** The hash of every input's name and content, and of the build's variables. */
export function hashBuildInputs(inputs: BuildInputs): string {
  const hash = createHash('sha256');
  const files = [...inputs.folders.flatMap(filesUnder), ...inputs.files].map((file) => path.relative(inputs.root, file)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(inputs.root, file)));
    hash.update('\0');
  }
  const variables = Object.keys(inputs.env)
    .filter((name) => BUILD_VARIABLE.test(name))
    .sort();
  for (const name of variables) hash.update(`${name}=${inputs.env[name]}\0`);
  return hash.digest('hex');
}

/** Where a build writes: its folder, and the file without which it is not there. */
export interface BuildOutput {
  dir: string;
  mainFile: string;
}

/** Whether the output holds a whole build made from inputs with this hash. */
export function isBuiltFrom(output: BuildOutput, inputsHash: string): boolean {
  const stamp = path.join(output.dir, INPUTS_STAMP);
  return existsSync(path.join(output.dir, output.mainFile)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash;
}

/**
 * Runs `build` unless the output was built from the same inputs (or `force`). The hash is taken before the
 * build, so a file edited while it runs is seen by the next one; a failed build leaves no stamp.
 */
export async function buildIfChanged(
  inputs: BuildInputs,
  output: BuildOutput,
  build: () => Promise<void>,
  { force = false } = {},
): Promise<'built' | 'unchanged'> {
  const inputsHash = hashBuildInputs(inputs);
  if (!force && isBuiltFrom(output, inputsHash)) return 'unchanged';
  rmSync(path.join(output.dir, INPUTS_STAMP), { force: true });
  await build();
  writeFileSync(path.join(output.dir, INPUTS_STAMP), inputsHash);
  return 'built';
}
