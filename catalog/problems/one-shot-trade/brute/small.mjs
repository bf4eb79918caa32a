/** Up to 12 days: one day, falling prices, flat prices, extremes 0 and 10^4, random. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(1, 12);
  let prices = rng.array(n, 0, rng.pick([3, 20, 10000]));
  if (index % 8 === 1) prices.sort((a, b) => b - a);
  if (index % 8 === 2) prices = prices.map(() => prices[0]);
  if (index % 8 === 3) prices = prices.map((_, i) => (i % 2 === 0 ? 10000 : 0));
  return `${n}\n${prices.join(' ')}\n`;
}
