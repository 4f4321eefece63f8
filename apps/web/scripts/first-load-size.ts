import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_CHUNKS_FILE } from './page-chunks-plugin.ts';

// The JavaScript a first visit to a storefront page downloads: the entry script and the chunks
// index.html preloads (studio, console and other pages load their own chunks later).
const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
const gzippedKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const sizes = scripts.map((file) => ({ file, kb: gzippedKb(file) }));
const total = sizes.reduce((sum, entry) => sum + entry.kb, 0);
for (const { file, kb } of sizes) console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzipped`);
console.log(`Storefront first load: ${total.toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB)`);
// ADR 0011: the route code the server preloads with each first-paint page comes on top (for information).
const pageChunksFile = path.join(dist, PAGE_CHUNKS_FILE);
if (existsSync(pageChunksFile)) {
  const pages = JSON.parse(readFileSync(pageChunksFile, 'utf8')) as Record<string, string[]>;
  for (const [page, files] of Object.entries(pages)) {
    const kb = files.reduce((sum, file) => sum + gzippedKb(file), 0);
    console.log(`  with the ${page} page's preloaded code (${files.length} files): ${(total + kb).toFixed(1)} KB`);
  }
}
if (total > BUDGET_KB) {
  console.error('The storefront first load is over budget: keep new pages lazy (app/router.tsx).');
  process.exit(1);
}
