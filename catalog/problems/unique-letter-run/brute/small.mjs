/** Strings up to 14 characters: empty, one repeated letter, "abba"-like traps, printable ASCII noise. */
export default function small(rng, index) {
  if (index % 10 === 0) return '\n';
  let printable = '';
  for (let c = 33; c <= 126; c++) printable += String.fromCharCode(c);
  const alphabet = ['ab', 'abc', 'abcdef', 'a', printable, '!~{}09Az'][index % 6];
  return `${rng.string(rng.int(1, 14), alphabet)}\n`;
}
