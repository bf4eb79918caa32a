/** Short lines: empty, only spaces, one word, leading/trailing/repeated spaces, punctuation. */
export default function small(rng, index) {
  if (index === 0) return '\n';
  if (index === 1) return `${' '.repeat(rng.int(1, 5))}\n`;
  let printable = '';
  for (let code = 33; code <= 126; code++) printable += String.fromCharCode(code);
  const alphabet = index % 3 === 0 ? printable : 'ab-.';
  const count = index === 2 ? 1 : rng.int(1, 7);
  let line = ' '.repeat(rng.bool() ? rng.int(0, 3) : 0);
  for (let i = 0; i < count; i++) {
    if (i > 0) line += ' '.repeat(rng.int(1, 3));
    line += rng.string(rng.int(1, 5), alphabet);
  }
  line += ' '.repeat(rng.bool() ? rng.int(0, 3) : 0);
  return `${line}\n`;
}
