/** Short logs: empty, valid nestings, valid ones with one flag swapped or dropped, random noise. */
function valid(rng, pairs) {
  if (pairs === 0) return '';
  const inner = rng.int(0, pairs - 1);
  const [open, close] = rng.pick([
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ]);
  return open + valid(rng, inner) + close + valid(rng, pairs - 1 - inner);
}

export default function small(rng, index) {
  if (index % 10 === 0) return '\n';
  const mode = index % 4;
  if (mode === 0) return `${rng.string(rng.int(1, 10), '()[]{}')}\n`;
  let s = valid(rng, rng.int(1, 7));
  if (mode === 1) {
    const i = rng.int(0, s.length - 1);
    s = s.slice(0, i) + rng.pick(['(', ')', '[', ']', '{', '}']) + s.slice(i + 1);
  } else if (mode === 2) {
    const i = rng.int(0, s.length - 1);
    s = s.slice(0, i) + s.slice(i + 1);
  }
  return `${s}\n`;
}
