/** Short trains, odd and even lengths, n = 1 and 2, repeated and extreme values. */
export default function small(rng, index) {
  const n = index < 6 ? index + 1 : rng.int(1, 15);
  const a = index % 3 === 0 ? rng.array(n, -1000000, 1000000) : rng.array(n, -3, 3);
  return `${n}\n${a.join(' ')}\n`;
}
