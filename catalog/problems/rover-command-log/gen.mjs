import { lines } from '../../lib/format.mjs';

export default function generate(rng) {
  const N = 60000;
  return [
    { input: lines('L'), note: 'a single left turn', hidden: false },
    { input: lines('B'), note: 'a single step backwards' },
    { input: lines('RRRR'), note: 'full turn on the spot' },
    { input: lines('LLLLLLL'), note: 'seven left turns (index must stay non-negative)' },
    { input: lines('FRFRFRFR'), note: 'a unit square back to the start' },
    { input: lines(rng.string(50, 'FBLR')), note: 'short random log' },
    { input: lines(rng.string(2000, 'FFFBLR')), note: 'random log, mostly forward' },
    { input: lines('F'.repeat(N)), note: 'maximum length straight north', large: true },
    { input: lines(`L${'B'.repeat(N - 1)}`), note: 'maximum length backwards to the east', large: true },
    { input: lines(rng.string(N, 'FBLR')), note: 'maximum length random', large: true },
    { input: lines(rng.string(N, 'FRR')), note: 'forward with right turns only', large: true },
  ];
}
