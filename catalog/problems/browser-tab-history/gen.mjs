import { lines } from '../../lib/format.mjs';

const script = (commands) => lines(String(commands.length), commands);

export default function generate(rng) {
  const NAME = 'abcdefghijklmnopqrstuvwxyz0123456789.';
  /** A random page name; `pool` > 0 draws from a small set so pages repeat. */
  const page = (pool) => (pool > 0 ? `p${rng.int(1, pool)}` : rng.string(rng.int(1, 12), NAME));
  /** q random commands: visits with probability pVisit, moves of 1..maxK steps otherwise. */
  const stream = (q, pVisit, maxK, pool = 0) =>
    Array.from({ length: q }, () => {
      if (rng.bool(pVisit)) return `visit ${page(pool)}`;
      return `${rng.bool() ? 'back' : 'forward'} ${rng.int(1, maxK)}`;
    });
  const Q = 20000;
  // Build a long history, then bounce between its ends with huge k.
  const bounce = [
    ...Array.from({ length: Q / 2 }, () => `visit ${page(0)}`),
    ...Array.from({ length: Q / 2 }, (_, i) => `${i % 2 ? 'forward' : 'back'} ${rng.int(Q, 10 ** 9)}`),
  ];
  return [
    { input: script(['back 1']), note: 'back from the first page stays on home', hidden: false },
    { input: script(['forward 1000000000']), note: 'nothing ahead of home', hidden: false },
    { input: script(['visit home', 'back 1', 'forward 1']), note: 'a visit of the page already shown' },
    {
      input: script([
        'visit a',
        'visit b',
        'visit c',
        'back 2',
        'visit d',
        'forward 5',
        'back 1',
        'forward 1',
      ]),
      note: 'a visit in the middle drops the forward pages',
    },
    {
      input: script(['visit x', 'visit x', 'visit x', 'back 1', 'back 1', 'back 1', 'back 1']),
      note: 'equal names',
    },
    { input: script(stream(30, 0.5, 3, 4)), note: 'small random, repeated names' },
    { input: script(stream(500, 0.3, 10)), note: 'random, mostly moves' },
    { input: script(stream(2000, 0.7, 1000000000)), note: 'random, huge k' },
    { input: script(stream(5000, 0.5, 50, 30)), note: 'random, 30 names' },
    { input: script(stream(Q, 0.4, 100)), note: 'maximum q, random', large: true },
    { input: script(bounce), note: 'maximum q: long history, then jumps between its ends', large: true },
  ];
}
