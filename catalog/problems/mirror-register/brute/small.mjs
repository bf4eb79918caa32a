/** A few 32-bit values: 0, all ones, single bits, palindromic patterns, small and full-range random. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 10);
  const pick = () => {
    const kind = rng.int(0, 4);
    if (kind === 0) return rng.pick([0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 31 - 1, 2 ** 16]);
    if (kind === 1) return 2 ** rng.int(0, 31);
    if (kind === 2) return rng.int(0, 100);
    return rng.int(0, 2 ** 32 - 1);
  };
  const xs = index === 0 ? [0] : Array.from({ length: q }, pick);
  return `${q}\n${xs.join(' ')}\n`;
}
