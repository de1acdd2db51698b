import { describe, expect, it } from 'vitest';
import { importOrReload, type ReloadDeps } from '../../../src/app/offline/importOrReload.ts';

function deps(online = true, replaced = true) {
  const stored = new Map<string, string>();
  const d: ReloadDeps & { reloads: number; imported: string[] } = {
    reloads: 0,
    online: () => online,
    version: '1.0.0',
    storage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    reload: () => void d.reloads++,
    replaced: () => Promise.resolve(replaced),
    imported: [] as string[],
    importUrl: (url: string) => (d.imported.push(url), Promise.resolve({ url })),
  };
  return d;
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a lazily loaded part whose chunk may be gone', () => {
  it('reloads the page once per version when the chunk is gone online, then lets the failure through', async () => {
    const d = deps();
    const load = importOrReload(gone, () => d);
    void load();
    await expect.poll(() => d.reloads).toBe(1);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(d.reloads).toBe(1);
    d.version = '1.1.0';
    void load();
    await expect.poll(() => d.reloads).toBe(2);
  });

  it('reloads once when two parts asked for together are both gone, and neither shows a failure', async () => {
    const d = deps();
    let asked = 0;
    const replaced = d.replaced;
    d.replaced = () => (asked++, replaced());
    let failed = 0;
    void importOrReload(gone, () => d)().catch(() => failed++);
    void importOrReload(gone, () => d)().catch(() => failed++);
    // Both have asked whether the page was replaced; what follows is promise callbacks, done by the next turn.
    await expect.poll(() => asked).toBe(2);
    await new Promise((turn) => setImmediate(turn));
    expect(d.reloads).toBe(1);
    expect(failed).toBe(0);
  });

  it('lets the failure through offline, where a reload would not help', async () => {
    const d = deps(false);
    await expect(importOrReload(gone, () => d)()).rejects.toThrow('Failed to fetch');
    expect(d.reloads).toBe(0);
  });

  it('lets the failure through while the address still serves this version: the network failed, not the deploy', async () => {
    const d = deps(true, false);
    await expect(importOrReload(gone, () => d)()).rejects.toThrow('Failed to fetch');
    expect(d.reloads).toBe(0);
  });

  it('hands the module over when it loads', async () => {
    const d = deps();
    expect(
      await importOrReload(
        () => Promise.resolve({ part: 1 }),
        () => d,
      )(),
    ).toEqual({ part: 1 });
    expect(d.reloads).toBe(0);
  });

  it('asks for the module under a new fragment when the same module fails again at once, as a browser that keeps failed imports does', async () => {
    const d = deps(true, false);
    const url = 'http://localhost/assets/messages.zh-CN-abc.js';
    let asked = 0;
    const remembered = () => (
      asked++,
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
    );
    const load = importOrReload(remembered, () => d);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(d.imported).toEqual([]);
    expect(await load()).toEqual({ url: `${url}#retry-1` });
    // Asked for again, the part is the module already loaded, not a second instance under another fragment.
    expect(await load()).toEqual({ url: `${url}#retry-1` });
    expect(d.imported).toEqual([`${url}#retry-1`]);
    expect(asked).toBe(2);
  });

  it('asks under a new fragment again when the retry itself failed', async () => {
    const d = deps(true, false);
    const url = 'http://localhost/assets/part-abc.js';
    const failing = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    let retryFails = true;
    d.importUrl = (u: string) => (d.imported.push(u), retryFails ? failing() : Promise.resolve({ url: u }));
    const load = importOrReload(failing, () => d);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).rejects.toThrow('Failed to fetch');
    retryFails = false;
    expect(await load()).toEqual({ url: `${url}#retry-2` });
  });

  it('does not guess a module when the failure names none', async () => {
    const d = deps(true, false);
    const load = importOrReload(gone, () => d);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(d.imported).toEqual([]);
  });
});
