/** Up to 4 distinct coins and amounts up to 24: amount 0, impossible amounts, greedy traps. */
export default function small(rng, index) {
  const n = rng.int(1, 4);
  const coins = index % 4 === 0 ? rng.distinct(n, 2, 12).map((x) => x * 2) : rng.distinct(n, 1, 12);
  if (index % 9 === 1) coins.splice(0, coins.length, 1, 3, 4);
  const amount = index % 7 === 0 ? 0 : rng.int(1, 24);
  return `${coins.length} ${amount}\n${coins.join(' ')}\n`;
}
