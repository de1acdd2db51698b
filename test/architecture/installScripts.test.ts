import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8'));

// npm 11 warns at every `npm ci` about install scripts not yet reviewed; a newcomer cannot tell it is harmless.
describe("the dependencies' install scripts", () => {
  it('are each reviewed in package.json, so a fresh install prints no warning', () => {
    const lock: { packages: Record<string, { hasInstallScript?: boolean }> } = read('package-lock.json');
    const allowed: Record<string, boolean> = read('package.json').allowScripts ?? {};
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const reviewed = (name: string) => Object.keys(allowed).some((k) => k === name || k.startsWith(`${name}@`));
    expect(withScripts.filter((name) => !reviewed(name))).toEqual([]);
  });
});
