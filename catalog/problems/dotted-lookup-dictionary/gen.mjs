import { lines } from '../../lib/format.mjs';

const session = (commands) => lines(String(commands.length), commands);

export default function generate(rng) {
  /** A random word of length lo..hi over the alphabet. */
  const word = (lo, hi, alphabet) => rng.string(rng.int(lo, hi), alphabet);
  /** A pattern from a word: up to two of its letters blanked to '.'. */
  const blank = (w) => {
    const chars = w.split('');
    const dots = rng.int(0, Math.min(2, chars.length));
    for (const i of rng.permutation(chars.length).slice(0, dots)) chars[i] = '.';
    return chars.join('');
  };
  /** q random commands: adds and finds, finds built from stored or fresh words. */
  const mixed = (q, lo, hi, alphabet, addShare) => {
    const stored = [];
    const out = [];
    for (let i = 0; i < q - 1; i++) {
      if (stored.length === 0 || rng.bool(addShare)) {
        const w = word(lo, hi, alphabet);
        stored.push(w);
        out.push(`add ${w}`);
      } else {
        const base = rng.bool(0.5) ? rng.pick(stored) : word(lo, hi, alphabet);
        out.push(`find ${blank(base)}`);
      }
    }
    out.push(`find ${blank(word(lo, hi, alphabet))}`);
    return out;
  };
  // Decisive: 30 000 distinct words 'aa' + four letters a..y, then 30 000 patterns '..' + four letters that
  // fail at the end (no word holds a 'z'); the leading dots cost the trie nothing (one branch), the naive a full scan.
  const decisive = () => {
    const seen = new Set();
    const out = [];
    while (seen.size < 30000) {
      const w = `aa${rng.string(4, 'abcdefghijklmnopqrstuvwxy')}`;
      if (seen.has(w)) continue;
      seen.add(w);
      out.push(`add ${w}`);
    }
    const stored = [...seen];
    for (let i = 0; i < 30000; i++) {
      if (i % 50 === 0) out.push(`find ${blank(rng.pick(stored))}`);
      else out.push(`find ..${rng.string(3, 'abcdefghijklmnopqrstuvwxy')}z`);
    }
    return out;
  };
  return [
    { input: session(['find abc']), note: 'a find on an empty dictionary', hidden: false, kind: 'edge' },
    {
      input: session(['add abcd', 'find abc', 'find abc.', 'find abcde', 'find ....']),
      note: 'prefixes and longer patterns do not count',
      hidden: false,
      kind: 'edge',
    },
    {
      input: session(['add zz', 'add zz', 'find zz', 'find z.', 'find .z', 'find ..', 'find .']),
      note: 'a word added twice',
      kind: 'edge',
    },
    {
      input: session([
        'add abcdefghij',
        'find abcdefghij',
        'find a.cdefghi.',
        'find .bcdefghiz',
        'find abcdefghi',
      ]),
      note: 'words of the maximum length 10',
      kind: 'edge',
    },
    {
      input: session(['find .', 'add q', 'find .', 'find q', 'find r', 'add r', 'find r']),
      note: 'single letters and finds before the add',
      kind: 'edge',
    },
    { input: session(mixed(30, 1, 3, 'ab', 0.5)), note: 'small random over two letters' },
    { input: session(mixed(1500, 1, 6, 'abc', 0.4)), note: 'random, three letters, many matches' },
    { input: session(mixed(3000, 1, 10, 'abcdefghijklmnopqrstuvwxyz', 0.5)), note: 'random, full alphabet' },
    {
      input: session(mixed(2000, 4, 4, 'abcdefghijklmnopqrstuvwxyz', 0.7)),
      note: 'random, all words of length 4',
    },
    {
      input: session(mixed(3000, 1, 10, 'abcde', 0.5)),
      note: 'larger random, five letters, deep trie',
      large: true,
    },
    {
      input: session(decisive()),
      note: '30 000 words with a shared prefix, then 30 000 patterns with leading dots that fit no word',
      large: true,
    },
  ];
}
