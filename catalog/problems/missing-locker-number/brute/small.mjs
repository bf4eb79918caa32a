/** Small key boards: n = 1, missing 0, missing n, random missing key, shuffled. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 15);
  const missing = index % 4 === 1 ? 0 : index % 4 === 2 ? n : rng.int(0, n);
  const keys = [];
  for (let k = 0; k <= n; k++) if (k !== missing) keys.push(k);
  if (index % 5 !== 3) rng.shuffle(keys);
  return `${n}\n${keys.join(' ')}\n`;
}
