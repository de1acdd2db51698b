import { describe, expect, it } from 'vitest';
import { codeParts } from '../../../src/app/i18n/codeParts.ts';

describe('codeParts', () => {
  it('cuts a sentence into its words and its code, in the order the language puts them', () => {
    const zh = (v: { signature: string; cell: string }) => `定义生成器 ${v.signature}。${v.cell} 为 0 表示空格`;
    expect(codeParts(zh, { signature: 'def solve(board, box):', cell: 'board[row][col]' })).toEqual([
      { text: '定义生成器 ', code: false },
      { text: 'def solve(board, box):', code: true },
      { text: '。', code: false },
      { text: 'board[row][col]', code: true },
      { text: ' 为 0 表示空格', code: false },
    ]);
  });

  it('gives a sentence that starts or ends with code no empty words', () => {
    expect(codeParts((v: { file: string }) => `${v.file}`, { file: 'your-solver.md' })).toEqual([
      { text: 'your-solver.md', code: true },
    ]);
  });

  it('keeps code that holds dollar signs or brackets as it is', () => {
    expect(codeParts((v: { line: string }) => `递归：${v.line}。`, { line: 'if (yield* solve($b)) {' })).toEqual([
      { text: '递归：', code: false },
      { text: 'if (yield* solve($b)) {', code: true },
      { text: '。', code: false },
    ]);
  });
});
