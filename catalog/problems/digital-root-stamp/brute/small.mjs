/** A few numbers: zero, single digits, multiples of 9, runs of nines, random lengths up to 40 digits. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 8);
  const nums = [];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 5);
    if (index === 0 || kind === 0) nums.push(String(rng.int(0, 9)));
    else if (kind === 1) nums.push('9'.repeat(rng.int(1, 30)));
    else if (kind === 2) nums.push(String(9 * rng.int(1, 100000)));
    else if (kind === 3) nums.push(`1${'0'.repeat(rng.int(1, 30))}`);
    else nums.push(`${rng.int(1, 9)}${rng.string(rng.int(0, 39), '0123456789')}`);
  }
  return `${q}\n${nums.join('\n')}\n`;
}
