/** A few fractions: zero numerators, b = 1, a = b, exact divisions, extremes, mostly small b. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 6);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const kind = index === 0 ? 0 : rng.int(0, 6);
    let a;
    let b;
    if (kind === 0) [a, b] = [rng.int(0, 1000000000), 1];
    else if (kind === 1) [a, b] = [0, rng.int(1, 1000)];
    else if (kind === 2) {
      b = rng.int(1, 1000);
      a = b * rng.int(0, 1000);
    } else if (kind === 3) [a, b] = [1000000000, rng.pick([1000000000, 999999999, 2, 3])];
    else if (kind === 4) [a, b] = [rng.int(0, 1000000000), rng.int(1, 1000000000)];
    else [a, b] = [rng.int(0, 1000000000), rng.int(1, 100000)];
    lines.push(`${a} ${b}`);
  }
  return `${lines.join('\n')}\n`;
}
