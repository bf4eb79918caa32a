/** A few word pairs: equal, zero against all ones, one flipped bit, small and full-range random. */
export default function small(rng, index) {
  const TOP = 2 ** 31 - 1;
  const q = index === 0 ? 1 : rng.int(1, 10);
  const pairs = [];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 4);
    const a = kind === 3 ? rng.int(0, 16) : rng.int(0, TOP);
    let b = kind === 3 ? rng.int(0, 16) : rng.int(0, TOP);
    if (kind === 0) b = a;
    if (kind === 1) b = a ^ (2 ** rng.int(0, 30));
    if (kind === 2) b = rng.pick([0, TOP]);
    pairs.push(rng.bool() ? `${a} ${b}` : `${b} ${a}`);
  }
  if (index === 0) pairs[0] = '0 0';
  if (index === 1) pairs[0] = `0 ${TOP}`;
  return `${q}\n${pairs.join('\n')}\n`;
}
