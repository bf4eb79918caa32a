/**
 * Small streets: up to 9 houses over a narrow stretch (the brute scans every position between the
 * outermost houses), sometimes shifted next to -10^9 or 10^9; shared positions, one house, all equal.
 */
export default function small(rng, index) {
  const shape = index % 6;
  let n = rng.int(1, 9);
  let houses;
  if (shape === 0) {
    n = 1;
    houses = [rng.int(-30, 30)];
  } else if (shape === 1) {
    houses = new Array(n).fill(rng.int(-5, 5));
  } else if (shape === 2) {
    n = 2 * rng.int(1, 4);
    houses = rng.array(n, -4, 4);
  } else if (shape === 3) {
    houses = rng.array(n, 0, 3);
  } else {
    houses = rng.array(n, -40, 40);
  }
  if (index % 7 === 5) {
    const span = 1e9 - 50;
    const shift = rng.bool() ? span : -span;
    houses = houses.map((h) => h + shift);
  }
  return `${n}\n${houses.join(' ')}\n`;
}
