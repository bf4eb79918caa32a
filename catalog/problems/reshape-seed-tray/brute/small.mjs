/** Small trays; the new shape is usually a factorisation of r*c, sometimes a mismatch (some huge). */
export default function small(rng, index) {
  const r = index === 0 ? 1 : rng.int(1, 5);
  const c = index === 0 ? 1 : rng.int(1, 5);
  const lines = [`${r} ${c}`];
  for (let i = 0; i < r; i++)
    lines.push(rng.array(c, index % 3 === 0 ? -1000 : -9, index % 3 === 0 ? 1000 : 9).join(' '));
  const total = r * c;
  const divisors = [];
  for (let d = 1; d <= total; d++) if (total % d === 0) divisors.push(d);
  let r2;
  let c2;
  const kind = index % 6;
  if (kind === 4) [r2, c2] = [rng.int(1, 100000), rng.int(1, 100000)];
  else if (kind === 5) [r2, c2] = [rng.int(1, 6), rng.int(1, 6)];
  else if (kind === 3) [r2, c2] = [r, c];
  else {
    r2 = rng.pick(divisors);
    c2 = total / r2;
  }
  lines.push(`${r2} ${c2}`);
  return `${lines.join('\n')}\n`;
}
