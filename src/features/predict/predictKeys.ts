import type { Answer, Question } from './questions/index.ts';
import { digitFromKey } from '../../draw/symbols.ts';

/** Predict mode's keys: answers while a question waits, a clicker's keys to reveal and go on; null when not its key. */
export type PredictKeyAction =
  | { kind: 'answer'; answer: Answer }
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'pick' }
  | { kind: 'reveal' }
  | { kind: 'next' };

const CLICKER = new Set(['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'Enter']);
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function predictKey(
  key: string,
  state: { question: Question | null; revealed: boolean; presenting: boolean; size: number },
): PredictKeyAction | null {
  const { question: q, revealed, presenting, size } = state;
  if (revealed) return CLICKER.has(key) ? { kind: 'next' } : null;
  if (!q) return null;
  if (presenting) return CLICKER.has(key) ? { kind: 'reveal' } : null;
  const lower = key.toLowerCase();
  switch (q.kind) {
    case 'fits':
      if (lower === 'y') return { kind: 'answer', answer: { kind: 'fits', fits: true } };
      if (lower === 'n') return { kind: 'answer', answer: { kind: 'fits', fits: false } };
      break;
    case 'digit':
    case 'forced':
    case 'repair': {
      const d = digitFromKey(key, size);
      if (d > 0 || (key === '0' && q.kind === 'digit')) return { kind: 'answer', answer: { kind: 'digit', digit: d } };
      break;
    }
    case 'wipeout':
      if (key === '0') return { kind: 'answer', answer: { kind: 'cell', cell: -1 } };
      break;
    case 'count': {
      const d = key === '0' ? 0 : digitFromKey(key, Math.max(size, 16));
      if (d > 0 || key === '0') return { kind: 'answer', answer: { kind: 'count', count: d } };
      break;
    }
    case 'why':
      if (lower === 'n') return { kind: 'answer', answer: { kind: 'why', reason: 'naked' } };
      if (lower === 'h') return { kind: 'answer', answer: { kind: 'why', reason: 'hidden' } };
      break;
    case 'constraint': {
      const i = Number(key);
      if (Number.isInteger(i) && i >= 1 && i <= q.choices.length)
        return { kind: 'answer', answer: { kind: 'choice', index: i - 1 } };
      break;
    }
  }
  // Questions answered with a cell take the arrows and Enter; "does it fit" too (the clashing cell).
  if (q.kind === 'fits' || q.kind === 'cell' || q.kind === 'backTo' || q.kind === 'wipeout') {
    const move = ARROWS[key];
    if (move) return { kind: 'move', dx: move[0], dy: move[1] };
    if (key === 'Enter') return { kind: 'pick' };
  }
  return null;
}
