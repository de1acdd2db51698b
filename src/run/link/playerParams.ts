import { type AlgorithmId, isAlgorithmId } from '../../core/index.ts';
import { type BoardOrder, orderFromText, orderToText, variableOrderFromText } from '../clients/boardOrder.ts';
import type { VariableOrder } from '../../core/solvers/options.ts';
import { type GenerateRecipe, recipeFromText, recipeToText } from '../../core/generate/recipe.ts';
import { normalizeSpeed, type Speed } from '../playback/speed.ts';
import { MAX_RUN_EVENTS } from '../clients/runClient.ts';
import { flagParam, type LinkParam, wordParam } from './linkCodec.ts';
import { PUZZLE } from './puzzleParam.ts';

// The player's own link parameters, each checked against a closed set or a bound.

const VIEWS = ['player', 'embed'];

export const ALGORITHMS: LinkParam<AlgorithmId[]> = {
  key: 'a',
  views: VIEWS,
  field: 'algorithms',
  read: (text) => {
    const ids = text.split(',');
    return ids.length <= 2 && ids.every(isAlgorithmId) ? ids : null;
  },
  write: (ids) => ids.join(','),
};

export const MODE = wordParam({ key: 'm', views: VIEWS, field: 'mode' }, ['compare', 'single'] as const);

export const SPEED: LinkParam<Speed> = {
  key: 's',
  views: VIEWS,
  field: 'speed',
  read: (text) =>
    text === 'instant' ? Infinity : /^\d{1,7}(\.\d{1,3})?$/.test(text) ? normalizeSpeed(Number(text)) : null,
  write: (speed) => (speed === Infinity ? 'instant' : String(speed)),
};

export const POSITION: LinkParam<number> = {
  key: 'e',
  views: VIEWS,
  field: 'position',
  read: (text) => (/^\d{1,12}$/.test(text) ? Math.min(Number(text), MAX_RUN_EVENTS) : null),
  write: (at) => (at ? String(Math.floor(at)) : null),
};

export const ORDERS: LinkParam<BoardOrder[]> = {
  key: 'o',
  views: VIEWS,
  field: 'orders',
  read: (text) => {
    const orders = text.split(',').map(orderFromText);
    return orders.length <= 2 && orders.every((x) => x !== null) ? (orders as BoardOrder[]) : null;
  },
  write: (orders) => (orders.some((x) => x.valueOrder !== 'ascending') ? orders.map(orderToText).join(',') : null),
};

/** Each board's variable order, empty for its algorithm's default; written only when a board has one. */
export const VARIABLE_ORDERS_PARAM: LinkParam<(VariableOrder | undefined)[]> = {
  key: 'v',
  views: VIEWS,
  field: 'orders',
  read: (text) => {
    const orders = text.split(',').map(variableOrderFromText);
    return orders.length <= 2 && orders.every((x) => x !== null) ? orders : null;
  },
  write: (orders) => (orders.some((x) => x !== undefined) ? orders.map((x) => x ?? '').join(',') : null),
};

export const GENERATED: LinkParam<GenerateRecipe> = {
  key: 'g',
  views: VIEWS,
  field: 'generator',
  read: recipeFromText,
  write: recipeToText,
};

export const PENCIL: LinkParam<boolean> = {
  ...flagParam({ key: 'pm', views: ['player'], field: 'pencil' }),
  write: (on) => (on ? '1' : null),
};

export const EXPLAIN = flagParam({
  key: 'x',
  views: ['player'],
  field: 'explain',
});

export const CODE_VIEW: LinkParam<'pseudocode' | 'python'> = {
  key: 'c',
  views: ['player'],
  field: 'code',
  read: (text) => (text === 'py' ? 'python' : text === 'pseudo' ? 'pseudocode' : null),
  write: (code) => (code === 'python' ? 'py' : 'pseudo'),
};

export const PLAYER_PARAMS = [
  PUZZLE,
  ALGORITHMS,
  MODE,
  SPEED,
  POSITION,
  ORDERS,
  VARIABLE_ORDERS_PARAM,
  GENERATED,
  PENCIL,
  EXPLAIN,
  CODE_VIEW,
];
