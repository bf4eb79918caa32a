/** Small logs: a single code, negatives, zero, extremes of +-10^9, shuffled triples. */
export default function small(rng, index) {
  const k = index === 0 ? 0 : rng.int(0, 5);
  const span = rng.pick([3, 100, 1000000000]);
  const values = rng.distinct(k + 1, -span, span);
  if (index % 5 === 2) values[0] = rng.pick([-1000000000, 1000000000, 0, -1]);
  const uniq = [...new Set(values)];
  const log = [uniq[0]];
  for (const v of uniq.slice(1)) log.push(v, v, v);
  rng.shuffle(log);
  return `${log.length}\n${log.join(' ')}\n`;
}
