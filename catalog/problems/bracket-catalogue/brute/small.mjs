/** Small n (2^(2n) strings for the brute): minimum, d = 1, d = n, random. */
export default function small(rng, index) {
  if (index === 0) return '1 1\n';
  const n = rng.int(1, 7);
  let d = rng.int(1, n);
  if (index % 5 === 1) d = 1;
  if (index % 5 === 2) d = n;
  return `${n} ${d}\n`;
}
