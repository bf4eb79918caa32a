/** Piles up to 10^7 (row-by-row brute is fine), with exact triangular numbers and neighbours. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 10);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 3);
    let n;
    if (kind === 0) n = rng.int(0, 30);
    else if (kind === 1) {
      const k = rng.int(0, 20000);
      n = (k * (k + 1)) / 2 + rng.int(-1, 1);
      if (n < 0) n = 0;
    } else if (kind === 2) n = rng.int(0, 1000000);
    else n = rng.int(0, 10000000);
    lines.push(String(n));
  }
  return `${lines.join('\n')}\n`;
}
