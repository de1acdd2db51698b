/**
 * Imports that break the layer rules today, each to be removed with the change that fixes it; the
 * layer test fails on a new one and on one fixed but still listed.
 */
export const KNOWN_DEBTS: string[] = [];
