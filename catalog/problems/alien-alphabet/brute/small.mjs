/** Small dictionaries over at most 6 letters: random lists, lists sorted by a hidden order, prefix traps. */
export default function small(rng, index) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  const k = rng.int(1, 6);
  const letters = rng.shuffle(alphabet.split('')).slice(0, k).join('');
  const n = index === 0 ? 1 : rng.int(1, 7);
  const words = [];
  for (let i = 0; i < n; i++) words.push(rng.string(rng.int(1, 4), letters));
  const mode = index % 4;
  if (mode === 1 || mode === 2) {
    // sorted by a hidden alien order, so that an answer usually exists
    const rank = new Map(rng.shuffle(letters.split('')).map((c, i) => [c, i]));
    const cmp = (a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        if (a[i] !== b[i]) return rank.get(a[i]) - rank.get(b[i]);
      }
      return a.length - b.length;
    };
    words.sort(cmp);
  }
  if (mode === 3 && n >= 2) {
    // a word followed by one of its proper prefixes (or by itself)
    const at = rng.int(0, n - 2);
    const w = words[at];
    words[at + 1] = w.slice(0, rng.int(1, w.length));
  }
  return `${n}\n${words.join(' ')}\n`;
}
