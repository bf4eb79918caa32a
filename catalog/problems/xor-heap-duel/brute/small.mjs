/** A few small games: single heaps, empty heaps, equal pairs, and random heaps up to 7 matches. */
export default function small(rng, index) {
  const g = rng.int(1, 6);
  const lines = [String(g)];
  for (let i = 0; i < g; i++) {
    const k = rng.pick([1, 2, 2, 3, 3, 4]);
    let heaps = rng.array(k, 0, index % 3 === 0 ? 2 : 7);
    if (rng.bool(0.2)) heaps = new Array(k).fill(0);
    if (k >= 2 && rng.bool(0.25)) heaps[1] = heaps[0];
    if (k === 3 && rng.bool(0.3)) heaps[2] = heaps[0] ^ heaps[1];
    lines.push(String(k), heaps.join(' '));
  }
  return `${lines.join('\n')}\n`;
}
