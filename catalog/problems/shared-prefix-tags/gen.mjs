import { lines } from '../../lib/format.mjs';

const ALPHA = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** n tags that all start with `prefix`, each followed by 0..extra random characters; the prefix stays exact. */
function withPrefix(rng, n, prefix, extra, alphabet = ALPHA) {
  const tags = [];
  for (let i = 0; i < n; i++) tags.push(prefix + rng.string(rng.int(0, extra), alphabet));
  // Two tags that split right after the prefix (or one tag equal to it) keep the answer exact.
  tags[rng.int(0, n - 1)] = `${prefix}a`;
  tags[rng.int(0, n - 1)] = prefix.length ? prefix : 'b';
  if (!prefix.length) tags[0] = 'c';
  return lines(String(n), tags);
}

export default function generate(rng) {
  const long = rng.string(200, 'ab');
  const nearlyLong = `${long.slice(0, 199)}${long[199] === 'a' ? 'b' : 'a'}`;
  return [
    { input: lines('1', 'z9'), note: 'a single tag is its own prefix', hidden: false, kind: 'edge' },
    {
      input: lines('2', 'a', 'b'),
      note: 'single characters, no prefix (empty line)',
      hidden: false,
      kind: 'edge',
    },
    { input: lines('4', 'dup', 'dup', 'dup', 'dup'), note: 'all equal', kind: 'edge' },
    { input: lines('3', 'rack10', 'rack1', 'rack100'), note: 'shortest tag in the middle' },
    { input: lines('3', 'abc', 'abd', 'xbc'), note: 'the last tag breaks the first column' },
    { input: lines('2', long, nearlyLong), note: 'maximum length, differ at the last character' },
    { input: withPrefix(rng, 10, 'bin', 5), note: 'small random' },
    { input: withPrefix(rng, 500, '', 20, 'ab'), note: 'no common prefix, 500 tags' },
    { input: lines('2', long, long), note: 'two identical tags of maximum length' },
    {
      input: withPrefix(rng, 1000, rng.string(150, 'xy'), 50),
      note: '1000 long tags, long prefix',
      large: true,
    },
    { input: withPrefix(rng, 10000, 'r', 19), note: 'maximum n, one-character prefix', large: true },
    { input: withPrefix(rng, 10000, rng.string(12), 8), note: 'maximum n, longer prefix', large: true },
  ];
}
