/**
 * Small patterns (up to 36 letters): a random motif repeated (sometimes with one letter changed),
 * single letters, one repeated letter, prime lengths, and fully random strings over few letters.
 */
export default function small(rng, index) {
  const shape = index % 6;
  let pattern;
  if (shape === 0) {
    pattern = rng.string(1, 'abcz');
  } else if (shape === 1) {
    pattern = rng.string(1, 'xyz').repeat(rng.int(2, 12));
  } else if (shape === 2 || shape === 3) {
    const motif = rng.string(rng.int(1, 6), shape === 2 ? 'ab' : 'abc');
    pattern = motif.repeat(rng.int(2, 6));
    if (shape === 3 && rng.bool()) {
      const i = rng.int(0, pattern.length - 1);
      pattern = pattern.slice(0, i) + rng.string(1, 'abc') + pattern.slice(i + 1);
    }
  } else if (shape === 4) {
    const motif = rng.string(rng.int(1, 4), 'ab');
    pattern = `${motif.repeat(rng.int(2, 5))}${motif.slice(0, rng.int(0, motif.length - 1))}`;
  } else {
    pattern = rng.string(
      rng.pick([2, 3, 5, 7, 11, 12, 13, 24]),
      rng.pick(['a', 'ab', 'abcdefghijklmnopqrstuvwxyz']),
    );
  }
  return `${pattern}\n`;
}
