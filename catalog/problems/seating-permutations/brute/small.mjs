/** n from 1 to 7, distinct badges in [-10, 10] in random order (negatives, two-digit numbers). */
export default function small(rng, index) {
  const n = index < 7 ? index + 1 : rng.int(1, index % 4 === 0 ? 7 : 5);
  return `${n}\n${rng.distinct(n, -10, 10).join(' ')}\n`;
}
