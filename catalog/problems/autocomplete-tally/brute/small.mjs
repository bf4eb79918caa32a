/** Small vocabularies over a tiny alphabet so prefixes often match; duplicates and long prefixes. */
export default function small(rng, index) {
  const alphabet = index % 3 === 0 ? 'a' : index % 3 === 1 ? 'ab' : 'abc';
  const n = index === 0 ? 1 : rng.int(1, 10);
  const q = index === 0 ? 1 : rng.int(1, 8);
  const maxLen = index % 5 === 4 ? 12 : 4;
  const words = [];
  for (let i = 0; i < n; i++) {
    if (i > 0 && rng.bool(0.25)) words.push(rng.pick(words));
    else words.push(rng.string(rng.int(1, maxLen), alphabet));
  }
  const prefixes = [];
  for (let i = 0; i < q; i++) {
    if (rng.bool(0.4)) {
      const w = rng.pick(words);
      prefixes.push(w.slice(0, rng.int(1, w.length)));
    } else if (rng.bool(0.2)) {
      prefixes.push(`${rng.pick(words)}${rng.string(1, alphabet)}`.slice(0, 12));
    } else prefixes.push(rng.string(rng.int(1, maxLen), alphabet));
  }
  return `${n} ${q}\n${words.join('\n')}\n${prefixes.join('\n')}\n`;
}
