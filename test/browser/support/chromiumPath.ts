import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); STEPDOKU_CHROMIUM overrides the path. */
export function chromiumPath(): string | null {
  const candidates = [process.env.STEPDOKU_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/**
 * Chromium's flags for the tests, benchmarks and screenshots alike: no sandbox (CI runs as root), no
 * GPU (none here), and none of the background traffic a fresh profile would start (updates, sync),
 * which could move a measurement or reach for a network the machine does not have.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Whether browser tests can run here. In CI a missing browser is a failure, not a skip: the
 * browser tests are part of what CI must prove. Locally they skip, and say so loudly.
 */
export function browserAvailability(): { available: boolean; reason?: string } {
  if (chromiumPath()) return { available: true };
  const reason = 'Chromium not found at /usr/bin/chromium (install it: apt-get install -y chromium)';
  if (process.env.CI) throw new Error(`CI: browser tests are required. ${reason}`);
  return { available: false, reason };
}
