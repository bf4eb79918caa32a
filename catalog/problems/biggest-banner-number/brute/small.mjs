/** Up to 6 tiles (720 orders): zeros, shared prefixes like 3/30/34, and random values. */
export default function small(rng, index) {
  const n = index % 7 === 0 ? 1 : rng.int(1, 6);
  const mode = index % 4;
  const pool = [0, 3, 30, 34, 303, 330, 5, 9, 90, 99, 1000000000, 12, 121, 10];
  const tiles = [];
  for (let i = 0; i < n; i++) {
    if (mode === 0) tiles.push(rng.pick([0, 0, 1]));
    else if (mode === 1) tiles.push(rng.pick(pool));
    else if (mode === 2) tiles.push(rng.int(0, 40));
    else tiles.push(rng.int(0, 1000000000));
  }
  return `${n}\n${tiles.join(' ')}\n`;
}
