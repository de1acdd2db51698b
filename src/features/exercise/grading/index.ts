export * from './rules.ts';
export * from './move.ts';
export * from './reason.ts';
export * from './modelStream.ts';
export * from './stepAt.ts';
export * from './grade.ts';
export * from './gradingMode.ts';
export * from './exerciseRun.ts';
