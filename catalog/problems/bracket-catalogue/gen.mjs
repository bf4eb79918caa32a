import { lines } from '../../lib/format.mjs';

const test = (n, d) => lines(`${n} ${d}`);

export default function generate() {
  return [
    { input: test(1, 1), note: 'one pair', hidden: false, kind: 'edge' },
    { input: test(2, 1), note: 'two pairs, flat only', kind: 'edge' },
    { input: test(2, 2), note: 'two pairs, any depth' },
    { input: test(4, 4), note: 'four pairs: (())(()) must appear' },
    { input: test(5, 2), note: 'five pairs, depth at most 2' },
    { input: test(6, 3), note: 'six pairs, depth at most 3' },
    { input: test(7, 7), note: 'seven pairs, any depth' },
    { input: test(8, 1), note: 'eight pairs, flat only' },
    { input: test(9, 9), note: 'maximum n, any depth', large: true },
    { input: test(9, 4), note: 'maximum n, depth at most 4', large: true },
    { input: test(9, 2), note: 'maximum n, depth at most 2', large: true },
    { input: test(8, 8), note: 'eight pairs, any depth', large: true },
  ];
}
