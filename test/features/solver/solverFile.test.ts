import { describe, expect, it } from 'vitest';
import { readSolverFile } from '../../../src/features/solver/solverFile.ts';

const CODE = 'function* solve(board, box) {\n  // 试一试\n}\n';
function utf16le(s: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((s.length + 1) * 2);
  const view = new DataView(bytes.buffer);
  [...('\ufeff' + s)].forEach((c, i) => view.setUint16(2 * i, c.charCodeAt(0), true));
  return bytes;
}

describe('a solver file dropped or picked in the editor', () => {
  it('opens a file saved as UTF-16 (Windows Notepad) as its code, not as "not text"', async () => {
    const file = new File([utf16le(CODE)], 'mine.js');
    expect(await readSolverFile(file)).toEqual({ language: 'javascript', code: CODE });
  });

  it('still refuses a binary file, with its name', async () => {
    const read = await readSolverFile(new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0])], 'mine.py'));
    expect(read).toMatchObject({ problem: expect.stringContaining('mine.py') });
  });
});
