/** A few numerals: 1, 3999, subtractive pairs, round values, random values. */
const ONES = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];
const TENS = ['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC'];
const HUNDREDS = ['', 'C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM'];
const THOUSANDS = ['', 'M', 'MM', 'MMM'];

function roman(v) {
  return (
    THOUSANDS[Math.floor(v / 1000)] +
    HUNDREDS[Math.floor(v / 100) % 10] +
    TENS[Math.floor(v / 10) % 10] +
    ONES[v % 10]
  );
}

export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 12);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 3);
    let v;
    if (kind === 0) v = rng.pick([1, 4, 9, 14, 40, 49, 90, 99, 400, 444, 900, 999, 1994, 3888, 3999]);
    else if (kind === 1) v = rng.int(1, 30);
    else v = rng.int(1, 3999);
    lines.push(roman(v));
  }
  return `${lines.join('\n')}\n`;
}
