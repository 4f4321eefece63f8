import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** The pages open now, so a failed journey can leave a picture of where it stopped (failure-pictures.ts). */
export const openPages = new Set<Page>();

export async function openBrowser(): Promise<Browser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'art-market-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const baseUrl = inject('baseUrl');
  // Auto-accept alerts (the reset pages confirm with one) and keep their text for assertions.
  page.on('dialog', (dialog) => void dialog.accept());
  openPages.add(page);
  const close = () => {
    openPages.delete(page);
    return context.close();
  };
  return { context, page, baseUrl, dataDir: inject('dataDir'), close };
}
