import { array } from '../../lib/format.mjs';

const MAX = 4294967295;

export default function generate(rng) {
  const powers = Array.from({ length: 32 }, (_, i) => 2 ** i);
  return [
    { input: array([0]), note: 'zero', hidden: false },
    { input: array([MAX]), note: 'all 32 bits set', hidden: false },
    { input: array(powers), note: 'every single bit' },
    { input: array([2147483648, 1, 3, 3221225472]), note: 'top and bottom bits' },
    { input: array([2863311530, 1431655765]), note: 'alternating patterns' },
    { input: array([65535, 4294901760, 16711935]), note: 'half and byte masks' },
    { input: array(rng.array(20, 0, 255)), note: 'small values (leading zeros matter)' },
    { input: array(rng.array(1000, 0, MAX)), note: 'random 1000' },
    { input: array(rng.array(6000, 0, MAX)), note: '6000 random values', large: true },
    { input: array(rng.array(3000, 2147483648, MAX)), note: '3000 values with bit 31 set' },
  ];
}
