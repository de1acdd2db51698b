import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LinkParamInfo } from '../src/run/link/linkCodec.ts';
import { LINK_PARAMS } from '../src/linkRegistry.ts';

const VIEWS = ['player', 'embed', 'lab'];

/** The key cell of docs/links.md's table: "`sx` (was `x`)". */
const keyCell = (p: LinkParamInfo) => [`\`${p.key}\``, ...(p.oldKeys ?? []).map((k) => `(was \`${k}\`)`)].join(' ');

/** docs/links.md's table, a row per parameter, as its cells. */
function documented(): string[][] {
  const doc = readFileSync(new URL('../docs/links.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## The parameters'), doc.indexOf('## Keys with two meanings'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((c) => c.trim()),
    );
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

  it('are read by the views the page has', () => {
    for (const p of LINK_PARAMS) {
      expect(p.views.length, p.key).toBeGreaterThan(0);
      for (const v of p.views) expect(VIEWS, p.key).toContain(v);
    }
  });

  it('are each a row of docs/links.md, with the views that read it and the field a notice names', () => {
    const rows = documented();
    expect(rows.map((r) => r[0])).toEqual(LINK_PARAMS.map(keyCell));
    LINK_PARAMS.forEach((p, i) => {
      const [, meaning, value, absent, views, field] = rows[i];
      for (const said of [meaning, value, absent]) expect(said, p.key).not.toBe('');
      expect(views, p.key).toBe(p.views.join(', '));
      expect(field, p.key).toBe(p.field ?? '(ignored)');
    });
  });
});
