import { type AlgorithmId, isAlgorithmId } from '../../engine/index.ts';
import { type BoardOrder, orderFromText, orderToText } from '../clients/boardOrder.ts';
import { type GenerateRecipe, recipeFromText, recipeToText } from '../../protocol/generateRecipe.ts';
import { normalizeSpeed, type Speed } from '../playback/speed.ts';
import { MAX_RUN_EVENTS } from '../clients/runClient.ts';
import { flagParam, type LinkParam, wordParam } from './linkCodec.ts';
import { PUZZLE } from './puzzleParam.ts';

// The player's own parameters (the puzzle's is puzzleParam.ts); each value checked against a closed set or a bound.

const VIEWS = ['player', 'embed'];

export const ALGORITHMS: LinkParam<AlgorithmId[]> = {
  key: 'a',
  absent: 'naive,mrv',
  meaning: "each board's algorithm",
  form: 'one or two algorithm ids, comma-separated',
  views: VIEWS,
  field: 'algorithms',
  read: (text) => {
    const ids = text.split(',');
    return ids.length <= 2 && ids.every(isAlgorithmId) ? ids : null;
  },
  write: (ids) => ids.join(','),
};

export const MODE = wordParam(
  { key: 'm', absent: 'compare', meaning: 'one board or two', views: VIEWS, field: 'mode' },
  ['compare', 'single'] as const,
);

export const SPEED: LinkParam<Speed> = {
  key: 's',
  absent: 'the rising pace',
  meaning: 'events per second',
  form: '1-1000000 (up to 3 decimals) | instant',
  views: VIEWS,
  field: 'speed',
  read: (text) =>
    text === 'instant' ? Infinity : /^\d{1,7}(\.\d{1,3})?$/.test(text) ? normalizeSpeed(Number(text)) : null,
  write: (speed) => (speed === Infinity ? 'instant' : String(speed)),
};

export const POSITION: LinkParam<number> = {
  key: 'e',
  absent: 'the start',
  meaning: 'the event the boards stand at (written while paused)',
  form: 'an event number',
  views: VIEWS,
  field: 'position',
  // No run goes further than MAX_RUN_EVENTS.
  read: (text) => (/^\d{1,12}$/.test(text) ? Math.min(Number(text), MAX_RUN_EVENTS) : null),
  write: (at) => (at ? String(Math.floor(at)) : null),
};

export const ORDERS: LinkParam<BoardOrder[]> = {
  key: 'o',
  absent: 'asc on every board',
  meaning: "each board's value order, when one is not ascending",
  form: 'asc | lcv | random:SEED, one per board',
  views: VIEWS,
  field: 'orders',
  read: (text) => {
    const orders = text.split(',').map(orderFromText);
    return orders.length <= 2 && orders.every((x) => x !== null) ? (orders as BoardOrder[]) : null;
  },
  write: (orders) => (orders.some((x) => x.valueOrder !== 'ascending') ? orders.map(orderToText).join(',') : null),
};

export const GENERATED: LinkParam<GenerateRecipe> = {
  key: 'g',
  absent: 'no recipe',
  meaning: "the generator's recipe of the puzzle, so the link makes it again",
  form: 'SIDE.GRADE.MIN-MAX.SYMMETRY.SEED',
  views: VIEWS,
  field: 'generator',
  read: recipeFromText,
  write: recipeToText,
};

export const PENCIL: LinkParam<boolean> = {
  ...flagParam({ key: 'pm', absent: '0', meaning: 'pencil marks shown', views: ['player'], field: 'pencil' }),
  write: (on) => (on ? '1' : null),
};

export const EXPLAIN = flagParam({
  key: 'x',
  absent: "the reader's last choice",
  meaning: 'Explain shown (1) or hidden (0)',
  views: ['player'],
  field: 'explain',
});

export const CODE_VIEW: LinkParam<'pseudocode' | 'python'> = {
  key: 'c',
  absent: "the reader's last choice",
  meaning: 'the code beside each board',
  form: 'pseudo | py',
  views: ['player'],
  field: 'code',
  read: (text) => (text === 'py' ? 'python' : text === 'pseudo' ? 'pseudocode' : null),
  write: (code) => (code === 'python' ? 'py' : 'pseudo'),
};

export const PLAYER_PARAMS = [PUZZLE, ALGORITHMS, MODE, SPEED, POSITION, ORDERS, GENERATED, PENCIL, EXPLAIN, CODE_VIEW];
