/** Small piles: single boulders, all equal, pairs, tiny and large weights. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 12);
  const hi = rng.pick([3, 10, 1000000]);
  let w = rng.array(n, 1, hi);
  if (index % 5 === 1) w = w.map(() => w[0]);
  if (index % 5 === 2) w = [...w, ...w];
  return `${w.length}\n${w.join(' ')}\n`;
}
