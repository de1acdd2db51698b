import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playerLink } from '../../../../src/features/lab/playerLink.ts';
import { decodeView } from './decodeView.ts';
import { OLD_LINKS } from './oldLinks.ts';

const FIXTURE = new URL('./decoded.json', import.meta.url);
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

async function decodeAll(): Promise<{ views: unknown[]; playerLinks: string[] }> {
  const views = [];
  for (const link of OLD_LINKS) views.push(await decodeView(link));
  const playerLinks = [
    playerLink(PUZZLE, 'naive', 'mrv'),
    playerLink(PUZZLE, 'mrv/lcv', 'naive/random:7', 'zh-CN'),
    playerLink(PUZZLE, 'dlx', 'propagate', 'en'),
  ];
  return { views, playerLinks };
}

describe('every link made before', () => {
  it('opens the same view, with the same notice, and its writer gives the same link', async () => {
    const now = await decodeAll();
    const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof now;
    expect(now.playerLinks).toEqual(expected.playerLinks);
    expect(now.views.length).toBe(expected.views.length);
    for (let i = 0; i < expected.views.length; i++)
      expect(now.views[i], OLD_LINKS[i].slice(0, 120)).toEqual(expected.views[i]);
  });

  it('reads back what its writer wrote as the same view (encode after decode is stable)', async () => {
    for (const link of OLD_LINKS) {
      const first = (await decodeView(link)) as Record<string, unknown>;
      const again = (await decodeView(String(first.embedWritten ?? first.written ?? writtenLab(first)))) as Record<
        string,
        unknown
      >;
      for (const key of ['view', 'written', 'embedWritten', 'lab16'])
        expect(again[key], `${key} of ${link.slice(0, 120)}`).toEqual(key === 'lab16' ? lab(first) : first[key]);
    }
  });
});

function writtenLab(view: Record<string, unknown>): string {
  return (view.lab16 as { written: string }).written;
}

/** A written lab link names no problem: what was wrong was dropped. */
function lab(view: Record<string, unknown>): unknown {
  return view.lab16 && { ...(view.lab16 as object), notice: null };
}
