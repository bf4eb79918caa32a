/** Small word lists over a tiny alphabet, often containing prefix chains; some with no one-letter word. */
export default function small(rng, index) {
  const alphabet = index % 2 === 0 ? 'ab' : 'abc';
  const n = index === 0 ? 1 : rng.int(1, 12);
  const words = [];
  const noSingles = index % 7 === 3;
  for (let i = 0; i < n; i++) {
    let w;
    if (i > 0 && rng.bool(0.5)) {
      const base = rng.pick(words);
      w = rng.bool(0.7) ? base + rng.string(1, alphabet) : base.slice(0, rng.int(1, base.length));
    } else w = rng.string(rng.int(1, 4), alphabet);
    if (w.length > 20) w = w.slice(0, 20);
    if (noSingles && w.length === 1) w += rng.string(1, alphabet);
    words.push(w);
  }
  return `${n}\n${words.join('\n')}\n`;
}
