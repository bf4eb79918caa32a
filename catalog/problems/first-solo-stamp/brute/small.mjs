/** Short stamp strings: empty, one letter, all equal, every letter doubled, random small alphabets. */
export default function small(rng, index) {
  if (index === 0) return '\n';
  if (index === 1) return `${rng.string(1)}\n`;
  const alphabet = rng.pick(['a', 'ab', 'abc', 'abcde', 'abcdefghijklmnopqrstuvwxyz']);
  let s = rng.string(rng.int(1, 12), alphabet);
  if (index % 5 === 2) s = rng.shuffle([...s, ...s]).join('');
  return `${s}\n`;
}
