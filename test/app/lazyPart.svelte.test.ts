import { describe, expect, it } from 'vitest';
import { LazyPart } from '../../src/app/lazyPart.svelte.ts';

describe('a part of the page loaded on first use', () => {
  it('fetches its code once, however many places ask, and shows it when it is here', async () => {
    let fetches = 0;
    const part = new LazyPart(async () => {
      fetches++;
      return { name: 'predict' };
    });
    expect(part.current).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(await part.load()).toBe(a);
    expect(fetches).toBe(1);
    expect(part.current).toBe(a);
  });

  it('says why it could not load, and tries again on the next ask', async () => {
    let fetches = 0;
    const part = new LazyPart(async () => {
      if (++fetches === 1) throw new Error('offline');
      return 'here';
    });
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeNull();
    expect(String(part.error)).toContain('offline');
    expect(await part.load()).toBe('here');
    expect(part.error).toBeNull();
    expect(fetches).toBe(2);
  });

  it('marks the page "loading" while any part loads and "settled" once none does, failed ones included', async () => {
    const gates: (() => void)[] = [];
    const gated = (fail: boolean) =>
      new LazyPart(() => new Promise<string>((ok, no) => gates.push(() => (fail ? no(new Error('gone')) : ok('in')))));
    const parts = () => document.documentElement.dataset.parts;
    const [a, b] = [gated(false), gated(true)];
    const loads = [a.load(), b.load().catch(() => 'failed')];
    expect(parts()).toBe('loading');
    gates[0]();
    await loads[0];
    expect(parts()).toBe('loading');
    gates[1]();
    expect(await loads[1]).toBe('failed');
    expect(parts()).toBe('settled');
  });
});
