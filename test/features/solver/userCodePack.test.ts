import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_CODE_PARAM } from '../../../src/features/solver/userCodeLink.ts';
import { readUserCode, userCodeParams } from '../../../src/features/solver/userCodePack.ts';
import { readUrlState, writeUrlState, defaultUrlState } from '../../../src/run/link/urlState.ts';

const template = readFileSync(new URL('../../../src/features/solver/api/templates/mrv.py', import.meta.url), 'utf8');

/** Text that does not compress: `n` characters from a fixed LCG. */
function noise(n: number): string {
  let code = '';
  let x = 12345;
  for (let i = 0; i < n; i++) code += String.fromCharCode(33 + ((x = (x * 1103515245 + 12345) % 2 ** 31) % 90));
  return code;
}

describe('a learner’s code in a link', () => {
  it('comes back exactly as written, with its language and board', async () => {
    const code = `${template}\n# ünïcödé ✓ 数独\n`;
    const params = await userCodeParams({ side: 1, language: 'python', code });
    expect(params).not.toBeNull();
    expect(await readUserCode(`?p=x&${params}`)).toEqual({ side: 1, language: 'python', code });
  });

  it('keeps the longest template well inside the limit', async () => {
    const params = (await userCodeParams({ side: 0, language: 'javascript', code: template }))!;
    expect(params.length).toBeLessThan(MAX_CODE_PARAM / 4);
  });

  it('is left out, as null, when the code is too long for a link', async () => {
    expect(await userCodeParams({ side: 0, language: 'python', code: noise(20_000) })).toBeNull();
  });

  it('is absent from a link without it', async () => {
    expect(await readUserCode('?p=1234&a=naive,mrv')).toBeNull();
  });

  it('says which part of a broken or cut link is wrong', async () => {
    const params = (await userCodeParams({ side: 0, language: 'python', code: template }))!;
    const cut = params.slice(0, params.length - 40);
    const read = await readUserCode(`?${cut}`);
    expect(read).toEqual({ problem: 'unpack' });
    expect(await readUserCode('?uc=abc&ul=rb')).toEqual({ problem: 'language' });
    expect(await readUserCode('?uc=<script>&ul=py')).toEqual({ problem: 'encoding' });
  });

  it('says a deflate bomb is too long, not cut short', async () => {
    const { deflateRawSync } = await import('node:zlib');
    for (const size of [900_000, 6_000_000]) {
      const uc = deflateRawSync(Buffer.from('a'.repeat(size))).toString('base64url');
      expect(await readUserCode(`?us=0&ul=js&uc=${uc}`), String(size)).toEqual({ problem: 'length' });
    }
  });

  it('does not count against the view’s own link limit, and leaves its fields alone', async () => {
    const view = writeUrlState({ ...defaultUrlState(), algorithms: ['mrv', 'naive'] });
    const code = `${template}# ${noise(1500)}\n`;
    const params = (await userCodeParams({ side: 0, language: 'python', code }))!;
    const search = `${view}&${params}`;
    expect(search.length).toBeGreaterThan(2000);
    const { state, warning } = readUrlState(search);
    expect(warning).toBeUndefined();
    expect(state.algorithms).toEqual(['mrv', 'naive']);
    expect(writeUrlState(state)).toBe(view);
  });
});
