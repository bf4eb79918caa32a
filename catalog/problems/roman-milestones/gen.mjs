import { lines } from '../../lib/format.mjs';

const SYMBOLS = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** The standard Roman numeral of 1 ≤ v ≤ 3999. */
function roman(v) {
  let s = '';
  for (const [value, sym] of SYMBOLS) {
    while (v >= value) {
      s += sym;
      v -= value;
    }
  }
  return s;
}

const batch = (values) => lines(String(values.length), values.map(roman));

export default function generate(rng) {
  const all = Array.from({ length: 3999 }, (_, i) => i + 1);
  return [
    {
      input: batch([4, 9, 40, 90, 400, 900]),
      note: 'the six subtractive pairs alone',
      hidden: false,
      kind: 'edge',
    },
    { input: batch([5, 10, 50, 100, 500, 1000]), note: 'single letters', kind: 'edge' },
    { input: batch([3888]), note: 'the longest numeral', kind: 'edge' },
    { input: batch([3, 8, 30, 300, 3000]), note: 'repeated letters' },
    { input: batch([444, 999, 1444, 2999, 49, 94]), note: 'subtractive pairs everywhere' },
    { input: batch([7, 7, 7]), note: 'duplicates' },
    { input: batch(rng.array(20, 1, 3999)), note: 'random, 20 numerals' },
    { input: batch(rng.array(500, 1, 100)), note: 'small values' },
    { input: batch(all), note: 'every value from 1 to 3999' },
    {
      input: batch(rng.shuffle(all.slice()).concat(rng.array(6001, 3000, 3999))),
      note: 'maximum q, long numerals',
      large: true,
    },
  ];
}
