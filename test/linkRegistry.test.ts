import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LinkParamInfo } from '../src/lib/player/url/linkCodec.ts';
import { LINK_PARAMS } from '../src/linkRegistry.ts';

const VIEWS = ['player', 'embed', 'lab'];

/** The registry as docs/links.md shows it. */
function table(params: readonly LinkParamInfo[]): string {
  const rows = params.map((p) => {
    const key = [p.key, ...(p.oldKeys ?? [])].map((k) => `\`${k}\``).join(' (was ') + (p.oldKeys ? ')' : '');
    const cells = [key, p.meaning, `\`${p.form}\``, p.absent, p.views.join(', '), p.field ?? '(ignored)'];
    return `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  return [
    '| key | meaning | value | when absent | views | a bad value is named as |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

describe('the link parameters', () => {
  it('give each key one meaning: no key is declared twice', () => {
    const keys = LINK_PARAMS.map((p) => p.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('read an old spelling only where no other parameter of the same view uses it', () => {
    const clashes = LINK_PARAMS.flatMap((p) =>
      (p.oldKeys ?? []).flatMap((old) =>
        LINK_PARAMS.filter((q) => q !== p && (q.key === old || q.oldKeys?.includes(old))).map((q) => ({
          old,
          of: p.key,
          sharedViews: q.views.filter((v) => p.views.includes(v)),
        })),
      ),
    );
    // The lab's scatter axis was `x`, which the player reads as Explain: lab links are read by the lab alone.
    expect(clashes).toEqual([{ old: 'x', of: 'sx', sharedViews: [] }]);
  });

  it('say what each means, its form, what absent means and which views read it', () => {
    for (const p of LINK_PARAMS) {
      expect(p.meaning, p.key).not.toBe('');
      expect(p.form, p.key).not.toBe('');
      expect(p.absent, p.key).not.toBe('');
      expect(p.views.length, p.key).toBeGreaterThan(0);
      for (const v of p.views) expect(VIEWS, p.key).toContain(v);
    }
  });

  it('are listed in docs/links.md as the registry declares them', () => {
    const doc = readFileSync(new URL('../docs/links.md', import.meta.url), 'utf8');
    expect(doc).toContain(table(LINK_PARAMS));
  });
});
