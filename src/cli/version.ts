import { readFileSync } from 'node:fs';

/** The version in package.json, read at run time so it can never drift from the package. */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
