/** A few integers: around zero, powers of 7 and their neighbours, the extremes, random ones. */
export default function small(rng, index) {
  const MAX = 10 ** 15;
  const pick = () => {
    const kind = rng.int(0, 4);
    if (kind === 0) return rng.int(-60, 60);
    if (kind === 1) return (rng.bool() ? -1 : 1) * (7 ** rng.int(0, 17) + rng.int(-1, 1));
    if (kind === 2) return rng.pick([MAX, -MAX, 0, 1, -1, 6, -6, 7, -7]);
    if (kind === 3) return rng.int(-MAX, MAX);
    return rng.int(-100000, 100000);
  };
  const q = index === 0 ? 1 : rng.int(1, 10);
  const xs = index === 0 ? [0] : Array.from({ length: q }, pick);
  return `${q}\n${xs.join('\n')}\n`;
}
