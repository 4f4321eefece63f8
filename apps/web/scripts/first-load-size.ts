import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a first visit to a storefront page downloads: the entry script and the chunks
// index.html preloads (studio, console and other pages load their own chunks later).
const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
const sizes = scripts.map((file) => ({ file, kb: gzipSync(readFileSync(path.join(dist, file))).length / 1024 }));
const total = sizes.reduce((sum, entry) => sum + entry.kb, 0);
for (const { file, kb } of sizes) console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzipped`);
console.log(`Storefront first load: ${total.toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error('The storefront first load is over budget: keep new pages lazy (app/router.tsx).');
  process.exit(1);
}
