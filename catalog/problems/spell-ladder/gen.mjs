import { lines } from '../../lib/format.mjs';

function test(begin, end, words) {
  return lines(`${begin} ${end}`, String(words.length), words.join(' '));
}

/** n distinct random words of length L over the alphabet. */
function dictionary(rng, n, L, alphabet) {
  const set = new Set();
  while (set.size < n) set.add(rng.string(L, alphabet));
  return rng.shuffle([...set]);
}

/** A single long chain a0 -> a1 -> ... where consecutive words differ in one letter (Gray-code walk). */
function chain(rng, len, L, alphabet) {
  const seen = new Set();
  let w = rng.string(L, alphabet);
  seen.add(w);
  const out = [w];
  while (out.length < len) {
    const p = rng.int(0, L - 1);
    const ch = rng.pick([...alphabet]);
    const next = w.slice(0, p) + ch + w.slice(p + 1);
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    w = next;
  }
  return out;
}

export default function generate(rng) {
  const N = 20000;
  const dense = dictionary(rng, N, 8, 'abcd');
  const sparse = dictionary(rng, N, 8, 'abcdefghijklmnopqrstuvwxyz');
  const path = chain(rng, 3000, 8, 'abcdefghijklmnopqrstuvwxyz');
  const path2 = chain(rng, 400, 6, 'abcdefghijklmnopqrstuvwxyz');
  return [
    { input: test('a', 'c', ['b', 'c']), note: 'single letters: one change', hidden: false },
    { input: test('same', 'same', ['lame']), note: 'begin equals end', hidden: false },
    { input: test('hot', 'dog', ['hot', 'dot', 'dog']), note: 'begin is in the book too' },
    { input: test('abc', 'xyz', ['xyz']), note: 'end present but unreachable' },
    { input: test('ab', 'ba', ['aa', 'bb', 'ba']), note: 'two equally short ladders' },
    { input: test('aaa', 'ccc', dictionary(rng, 15, 3, 'abc')), note: 'small random' },
    {
      input: test(path2[0], path2[path2.length - 1], rng.shuffle(path2.slice(1))),
      note: 'long chain, 6 letters',
    },
    { input: test(dense[0], dense[N - 1], dense), note: 'maximum size, dense dictionary', large: true },
    { input: test(sparse[0], sparse[1], sparse), note: 'maximum size, sparse dictionary', large: true },
    {
      input: test(path[0], path[path.length - 1], rng.shuffle(path.slice(1).concat(sparse.slice(0, 5000)))),
      note: 'one long chain among unrelated words',
      large: true,
    },
    {
      input: test(
        'aaaaaaaa',
        'dddddddd',
        dense.slice(0, 12000).filter((w) => w !== 'dddddddd'),
      ),
      note: '12000 words, end missing',
      large: true,
    },
  ];
}
