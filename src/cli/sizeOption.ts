import type { Side } from '../core/parse.ts';
import type { ValueSpec } from './args.ts';
import { UsageError } from './errors.ts';

const SIDES: readonly Side[] = [4, 9, 16];

/**
 * `--size 4|9|16`: the board's side, for text that reads two ways (16 lines of 16 cells); default: told from the text.
 */
export const sizeOption: ValueSpec<Side | undefined> = {
  kind: 'value',
  placeholder: '4|9|16',
  help: 'The board side, when the text reads two ways (default: told from the text).',
  parse(raw, option) {
    const side = SIDES.find((s) => String(s) === raw);
    if (side === undefined)
      throw new UsageError(`${option} expects one of 4, 9, 16, got ${raw === '' ? 'an empty string' : raw}`);
    return side;
  },
  default: undefined,
};
