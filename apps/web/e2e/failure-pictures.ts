import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './browser.ts';

// When a journey fails, each open page is kept as a screenshot and its text, with its address, in
// apps/web/e2e/.ci-results/failures: what the person would have seen where the journey stopped.
const folder = path.join(import.meta.dirname, '.ci-results', 'failures');

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  await mkdir(folder, { recursive: true });
  const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
  let index = 0;
  for (const page of openPages) {
    const file = path.join(folder, `${name}-${index++}`);
    await page.screenshot({ path: `${file}.png`, fullPage: true }).catch(() => undefined);
    const text = await page.evaluate(() => document.body.innerText).catch((error: unknown) => String(error));
    await writeFile(`${file}.txt`, `${page.url()}\n\n${text}`);
  }
});
