import { lines } from '../../lib/format.mjs';

const script = (commands) => lines(String(commands.length), commands);

export default function generate(rng) {
  /**
   * q random commands: `type` with probability pType (1..maxLen letters from `alphabet`), otherwise
   * erase / left / right with k in [1, maxK]. The sum of all k stays within `budget`.
   */
  const stream = (q, pType, maxLen, maxK, alphabet = 'abcdefghijklmnopqrstuvwxyz', budget = 10 ** 6) => {
    let left = budget;
    return Array.from({ length: q }, () => {
      if (left === 0 || rng.bool(pType)) return `type ${rng.string(rng.int(1, maxLen), alphabet)}`;
      const k = rng.int(1, Math.min(maxK, left));
      left -= k;
      return `${rng.pick(['erase', 'left', 'right', 'left', 'right'])} ${k}`;
    });
  };
  const Q = 15000;
  // A long text typed in chunks, then the cursor walks back and forth across it in long strides.
  const walker = [
    ...Array.from({ length: 5000 }, () => `type ${rng.string(20)}`),
    ...Array.from({ length: Q - 5000 }, (_, i) => `${i % 3 === 2 ? 'right' : 'left'} ${rng.int(1, 99)}`),
  ];
  return [
    { input: script(['erase 5']), note: 'erase on the empty line', hidden: false },
    {
      input: script(['type z', 'right 1', 'left 1', 'left 1']),
      note: 'moves beyond both ends',
      hidden: false,
    },
    {
      input: script(['type abcdefghijklm', 'erase 5', 'left 3', 'type x', 'right 100000']),
      note: 'erasing reveals older characters',
    },
    {
      input: script(['type aaaaaaaaaaaaaaaaaaaa', 'left 20', 'type bb', 'right 20', 'erase 100000']),
      note: 'equal letters, erase everything',
    },
    { input: script(stream(30, 0.5, 4, 6, 'ab')), note: 'small random over two letters' },
    { input: script(stream(300, 0.4, 20, 30)), note: 'random, short moves' },
    { input: script(stream(2000, 0.6, 20, 100000)), note: 'random, huge k' },
    { input: script(stream(3000, 0.2, 3, 5)), note: 'mostly small moves and erases' },
    { input: script(stream(Q, 0.5, 20, 120)), note: 'maximum q, random', large: true },
    {
      input: script(walker),
      note: 'maximum q: a 10^5-letter text walked across in long strides',
      large: true,
    },
  ];
}
