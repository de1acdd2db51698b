import { describe, expect, it } from 'vitest';
import { LEAD_CHUNKS, leadUntil } from '../../../src/run/clients/lead.ts';
import { CHUNK_EVENTS } from '../../../src/run/clients/runClient.ts';

describe('leadUntil', () => {
  it('lets the worker solve a fixed number of whole chunks past the cursor', () => {
    expect(leadUntil(0, null, false)).toBe(LEAD_CHUNKS * CHUNK_EVENTS);
    expect(leadUntil(CHUNK_EVENTS * 10 + 5, null, false)).toBe((10 + LEAD_CHUNKS) * CHUNK_EVENTS);
  });

  it('changes only when the cursor enters another chunk, so the worker hears of it once a chunk', () => {
    expect(leadUntil(CHUNK_EVENTS * 3, null, false)).toBe(leadUntil(CHUNK_EVENTS * 4 - 1, null, false));
  });

  it('reaches past a position waiting to be restored, and is unbounded when free', () => {
    expect(leadUntil(0, 50 * CHUNK_EVENTS, false)).toBe((50 + LEAD_CHUNKS) * CHUNK_EVENTS);
    expect(leadUntil(0, null, true)).toBe(Infinity);
  });
});
