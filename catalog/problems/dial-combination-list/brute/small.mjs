/** Every small (n, k) with C(n, k) <= 5000: k = 1, k = n, and random middles up to n = 14. */
export default function small(rng, index) {
  const binom = (n, k) => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return Math.round(r);
  };
  if (index === 0) return '1 1\n';
  for (;;) {
    const n = rng.int(1, 14);
    const k = index % 5 === 1 ? 1 : index % 5 === 2 ? n : rng.int(1, n);
    if (binom(n, k) <= 5000) return `${n} ${k}\n`;
  }
}
