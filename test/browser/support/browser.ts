import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** The pages open now, so a failed test can say what they showed (failureReport.ts). */
export const livePages = new Set<OpenPage>();

/**
 * A fresh browser context (its own storage, cache and service workers, like a new profile) with one
 * page, collecting console errors. The contexts live in one Chromium that the global setup started
 * (globalSetup.ts): launching a Chromium for each of some thirty pages cost 1–2.5 s apiece.
 */
export async function openPage(
  options: {
    width?: number;
    height?: number;
    deviceScaleFactor?: number;
    touch?: boolean;
    locale?: string;
    /**
     * 'allow' for the tests of the installed app. Blocked otherwise: installing the service worker caches
     * the whole app in the background (about 1.2 s of CPU per context) and hides what it serves from routes.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<OpenPage> {
  const browser = await chromium.connect(inject('browserWsEndpoint'));
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 720 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    // A phone or tablet: touch events and a mobile viewport.
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    // The browser's language (navigator.language), which the page starts in on a first visit.
    ...(options.locale ? { locale: options.locale } : {}),
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Every wait and action in a test waits for a state; 60 s only says when it has failed, on a loaded machine.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const open: OpenPage = {
    page,
    context,
    errors,
    close: async () => {
      livePages.delete(open);
      await context.close();
      await browser.close();
    },
  };
  livePages.add(open);
  return open;
}
