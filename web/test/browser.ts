import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium } from 'playwright-core';

export const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/** Debian's chromium, headless, with the flags this sandbox needs. */
export async function launchBrowser(): Promise<Browser> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export const WIDTHS = { desktop: 1366, tablet: 900, mobile: 390 } as const;
