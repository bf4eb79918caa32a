/** Up to 10 counts: powers of three and neighbours, multiples, zero, negatives, extremes. */
export default function small(rng, index) {
  const n = index % 9 === 0 ? 1 : rng.int(1, 10);
  const out = [];
  for (let i = 0; i < n; i++) {
    const k = rng.int(0, 31);
    const p = 3n ** BigInt(k);
    const t = rng.int(0, 6);
    let v;
    if (t === 0) v = p;
    else if (t === 1) v = p + BigInt(rng.pick([-1, 1]));
    else if (t === 2) v = -p;
    else if (t === 3) v = p * 2n;
    else if (t === 4) v = BigInt(rng.pick([0, 1, -1, 2, 3, 9, 1000000000000000, -1000000000000000]));
    else if (t === 5) v = p * 3n <= 10n ** 15n ? p * 3n : p;
    else v = BigInt(rng.int(-1000000, 1000000));
    if (v > 10n ** 15n) v = 10n ** 15n;
    if (v < -(10n ** 15n)) v = -(10n ** 15n);
    out.push(v.toString());
  }
  return `${n}\n${out.join(' ')}\n`;
}
