/** Short labels (single letter, long runs of 10+), codes with repeated letters and multi-digit counts. */
export default function small(rng, index) {
  const alphabet = index % 2 === 0 ? 'ab' : 'abcxyz';
  let s = '';
  const runs = index % 7 === 0 ? 1 : rng.int(1, 5);
  for (let r = 0; r < runs; r++) s += rng.pick(alphabet.split('')).repeat(rng.int(1, rng.bool(0.3) ? 14 : 3));
  const pairs = index % 7 === 1 ? 1 : rng.int(1, 5);
  let t = '';
  for (let p = 0; p < pairs; p++)
    t += `${rng.pick(alphabet.split(''))}${rng.int(1, rng.bool(0.3) ? 120 : 9)}`;
  return `${s}\n${t}\n`;
}
