/** A few gear pairs with small tooth counts: ones, equal, multiples, coprime, random. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 8);
  const pairs = [];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 4);
    const a = rng.int(1, kind === 4 ? 3000 : 60);
    let b = rng.int(1, kind === 4 ? 3000 : 60);
    if (kind === 0) b = a;
    if (kind === 1) b = a * rng.int(1, 9);
    if (kind === 2) b = 1;
    pairs.push(rng.bool() ? `${a} ${b}` : `${b} ${a}`);
  }
  if (index === 0) pairs[0] = '1 1';
  return `${q}\n${pairs.join('\n')}\n`;
}
