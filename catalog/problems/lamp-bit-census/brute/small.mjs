/** n from 0 up to a few hundred, including powers of two and their neighbours. */
export default function small(rng, index) {
  if (index % 5 === 0) return `${index % 2}\n`;
  if (index % 5 === 1) {
    const p = 2 ** rng.int(1, 10);
    return `${p + rng.int(-1, 1)}\n`;
  }
  return `${rng.int(0, 500)}\n`;
}
