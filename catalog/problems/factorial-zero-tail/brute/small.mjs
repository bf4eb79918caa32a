/** n up to 3000 (the brute multiplies n! out): 0, 1, around powers of 5, random. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 8);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 3);
    let n;
    if (kind === 0) n = rng.int(0, 30);
    else if (kind === 1) n = rng.pick([5, 25, 125, 625]) + rng.int(-1, 1);
    else if (kind === 2) n = rng.int(0, 3000);
    else n = rng.pick([0, 1, 4, 5, 3000, 2999]);
    lines.push(String(n));
  }
  return `${lines.join('\n')}\n`;
}
