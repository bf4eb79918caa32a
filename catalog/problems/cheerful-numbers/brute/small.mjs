/** Small lists of starting numbers: 1, single digits, random up to 10^4, and huge 15-digit values. */
export default function small(rng, index) {
  const n = rng.int(1, 10);
  const xs = [];
  for (let i = 0; i < n; i++) {
    const kind = rng.int(0, 3);
    if (kind === 0) xs.push(rng.int(1, 9));
    else if (kind === 1) xs.push(rng.int(1, 10000));
    else if (kind === 2) xs.push(rng.int(1, 1e15));
    else xs.push(rng.pick([1, 10, 100, 1e15, 999999999999999, 7, 4]));
  }
  if (index === 0) return '1\n1000000000000000\n';
  return `${n}\n${xs.join(' ')}\n`;
}
