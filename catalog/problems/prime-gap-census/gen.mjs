export default function generate() {
  const one = (n, note, extra = {}) => ({ input: `${n}\n`, note, ...extra });
  return [
    one(1, 'no prime at all', { hidden: false }),
    one(3, 'the first gap: 2 to 3', { hidden: false }),
    one(4, 'no new prime after 3'),
    one(7, 'gaps of 1, 2 and 2: the first 2 wins'),
    one(113, 'n = 113: the gap from 113 to 127 is not complete yet'),
    one(127, 'the gap from 113 to 127 is complete'),
    one(1000, 'n = 1000'),
    one(1327, 'n = 1327'),
    one(100000, 'n = 10^5'),
    one(1000000, 'n = 10^6'),
    one(4652507, 'ends exactly at the right end of a record gap (4652353 to 4652507)'),
    one(9999991, 'the largest prime below 10^7'),
    one(10000000, 'the maximum n', { large: true }),
  ];
}
