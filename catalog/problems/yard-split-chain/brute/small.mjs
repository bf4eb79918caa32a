/** Up to 7 wagons: the empty train, all light, all heavy, weights equal to x, extremes of x. */
export default function small(rng, index) {
  const n = index === 0 ? 0 : rng.int(1, 7);
  const hi = rng.pick([3, 1000]);
  const weights = rng.array(n, -hi, hi);
  let x = rng.int(-hi, hi);
  if (index % 6 === 1) x = -1000;
  if (index % 6 === 2) x = 1000;
  if (index % 6 === 3 && n > 0) x = rng.pick(weights);
  if (index % 6 === 4) weights.fill(x);
  return `${n} ${x}\n${weights.join(' ')}\n`;
}
