/** Short digit rows: a single 0 or 9, all nines, trailing nines, random. Never a leading zero. */
export default function small(rng, index) {
  const n = index < 2 ? 1 : rng.int(1, 12);
  let digits;
  if (index === 0) digits = [0];
  else if (index === 1) digits = [9];
  else if (index % 5 === 2) digits = Array(n).fill(9);
  else {
    digits = rng.array(n, 0, 9);
    if (index % 5 === 3) for (let i = rng.int(0, n - 1); i < n; i++) digits[i] = 9;
    if (n > 1 && digits[0] === 0) digits[0] = rng.int(1, 9);
  }
  return `${n}\n${digits.join(' ')}\n`;
}
