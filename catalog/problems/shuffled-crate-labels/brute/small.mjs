/** Short labels: both empty, one empty, true rearrangements, one tile changed, different lengths. */
export default function small(rng, index) {
  const alphabet = rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
  const a = rng.string(rng.int(0, 10), alphabet);
  let b;
  if (index === 0) return '\n\n';
  if (index === 1) return `${a || 'z'}\n\n`;
  if (index === 2) return `\n${a || 'z'}\n`;
  const shape = index % 4;
  if (shape === 0) b = rng.shuffle(a.split('')).join('');
  else if (shape === 1 && a.length > 0) {
    const chars = rng.shuffle(a.split(''));
    chars[0] = rng.pick(alphabet.split(''));
    b = chars.join('');
  } else if (shape === 2) b = rng.shuffle([...a.split(''), rng.pick(alphabet.split(''))]).join('');
  else b = rng.string(a.length, alphabet);
  return `${a}\n${b}\n`;
}
