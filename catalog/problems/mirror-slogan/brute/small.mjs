/** Short slogans: empty, punctuation only, mixed-case palindromes with noise, near misses. */
const PUNCT = ",.!?'-_:;";

function noisy(rng, text) {
  let out = '';
  for (const ch of text) {
    while (rng.bool(0.3)) out += rng.pick(PUNCT.split(''));
    out += rng.bool(0.5) ? ch.toUpperCase() : ch;
  }
  while (rng.bool(0.3)) out += rng.pick(PUNCT.split(''));
  return out;
}

export default function small(rng, index) {
  if (index % 10 === 0) return '\n';
  if (index % 10 === 1) return `${rng.string(rng.int(1, 5), PUNCT)}\n`;
  const half = rng.string(rng.int(0, 5), index % 2 === 0 ? 'ab1' : 'abcxyz0129');
  const middle = rng.bool() ? rng.string(1, 'abz9') : '';
  let core = half + middle + [...half].reverse().join('');
  if (index % 3 === 0) core = rng.string(rng.int(1, 8), 'ab1');
  if (index % 3 === 1 && core.length > 0) {
    const i = rng.int(0, core.length - 1);
    core = core.slice(0, i) + rng.pick(['a', 'b', '1', 'Z']) + core.slice(i + 1);
  }
  const text = noisy(rng, core);
  return `${text}\n`;
}
