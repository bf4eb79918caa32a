import { lines } from '../../lib/format.mjs';

const ask = (n, k) => lines(`${n} ${k}`);

export default function generate() {
  return [
    { input: ask(1, 1), note: 'a single button', hidden: false },
    { input: ask(5, 1), note: 'one button per code' },
    { input: ask(20, 20), note: 'all twenty buttons' },
    { input: ask(20, 1), note: 'twenty single-button codes' },
    { input: ask(20, 19), note: 'leave one button out' },
    { input: ask(6, 3), note: 'middle k' },
    { input: ask(10, 5), note: 'C(10, 5) = 252' },
    { input: ask(20, 2), note: 'pairs of twenty' },
    { input: ask(20, 3), note: 'C(20, 3) = 1140' },
    { input: ask(14, 7), note: 'C(14, 7) = 3432', large: true },
    { input: ask(20, 17), note: 'C(20, 17) = 1140, long lines', large: true },
  ];
}
