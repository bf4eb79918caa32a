/** Small promenades: 0 to 4 posts, around small primes (n = p and n = p + 1), and up to a few thousand. */
export default function small(rng, index) {
  if (index < 6) return `${index}\n`;
  const primes = [5, 7, 11, 13, 97, 101, 997, 1009, 2999];
  if (index % 4 === 0) return `${rng.pick(primes) + rng.int(0, 1)}\n`;
  return `${rng.int(0, index % 3 === 0 ? 3000 : 120)}\n`;
}
