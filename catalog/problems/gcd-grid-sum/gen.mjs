export default function generate() {
  const one = (n, note, extra = {}) => ({ input: `${n}\n`, note, ...extra });
  return [
    one(1, 'a single tree', { hidden: false }),
    one(3, 'n = 3', { hidden: false }),
    one(4, 'n = 4: a square side'),
    one(7, 'a prime side'),
    one(12, 'a side with many divisors'),
    one(97, 'n = 97'),
    one(1000, 'n = 1000'),
    one(2048, 'a power of two'),
    one(2310, 'a product of the first five primes'),
    one(30000, 'n = 30000: 9·10^8 pairs', { large: true }),
    one(299993, 'a prime near the maximum', { large: true }),
    one(300000, 'the maximum n', { large: true }),
  ];
}
