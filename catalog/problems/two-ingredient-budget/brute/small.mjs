/** Up to 10 prices with many duplicates or vouchers; budgets that hit a pair, miss, or hit 2x a price. */
export default function small(rng, index) {
  const n = index === 0 ? 2 : rng.int(2, 10);
  const hi = rng.pick([3, 10, 1000000]);
  const price = rng.array(n, rng.bool(0.3) ? 0 : -hi, hi);
  if (index % 7 === 3) price.fill(rng.int(-hi, hi));
  let budget;
  const kind = index % 4;
  if (kind === 0) budget = rng.int(-2 * hi, 2 * hi);
  else if (kind === 1) budget = 2 * rng.pick(price);
  else {
    const [a, b] = rng.distinct(2, 0, n - 1);
    budget = price[a] + price[b];
  }
  return `${n} ${budget}\n${price.join(' ')}\n`;
}
