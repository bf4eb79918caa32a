/** Up to 9 carriages: empty, single, odd and even palindromes, near misses, extremes. */
export default function small(rng, index) {
  if (index % 10 === 0) return '0\n\n';
  const hi = rng.pick([1, 3, 1000]);
  const half = rng.array(rng.int(0, 4), -hi, hi);
  const mid = rng.bool() ? [rng.pick([-1000, 0, 1000, rng.int(-hi, hi)])] : [];
  let cars = [...half, ...mid, ...[...half].reverse()];
  if (cars.length === 0) cars = [rng.int(-1000, 1000)];
  if (index % 3 === 1) cars[rng.int(0, cars.length - 1)] = rng.int(-hi, hi);
  if (index % 3 === 2) cars = rng.array(rng.int(1, 9), -hi, hi);
  return `${cars.length}\n${cars.join(' ')}\n`;
}
