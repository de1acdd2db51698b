/** How many of `peers` are empty: the degree rule's tie-break (more constraints on cells still to fill). */
export function emptyPeers(cells: Uint8Array, peers: Uint16Array): number {
  let k = 0;
  for (let i = 0; i < peers.length; i++) if (cells[peers[i]] === 0) k++;
  return k;
}
