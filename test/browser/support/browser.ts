import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromiumPath.ts';

export const appUrl = (): string => inject('appUrl');
export const appDir = (): string => inject('appDir');
export const browserSkipped = (): boolean => inject('appUrl') === '';

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh headless Chromium profile with one page, collecting console errors. */
export async function openPage(
  options: { width?: number; height?: number; deviceScaleFactor?: number; touch?: boolean; locale?: string } = {},
): Promise<OpenPage> {
  const profile = mkdtempSync(join(tmpdir(), 'stepdoku-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 720 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    // A phone or tablet: touch events and a mobile viewport.
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    // The browser's language (navigator.language), which the page starts in on a first visit.
    ...(options.locale ? { locale: options.locale } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    page,
    context,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
