class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head
 * @param {number} k places to rotate to the right
 * @return {ListNode | null} the head of the rotated list
 */
function rotateRight(head, k) {
  // Naive: move the last node to the front, one step at a time, k mod n times. O(n * (k mod n)).
  if (head === null || head.next === null) return head;
  let n = 0;
  for (let node = head; node !== null; node = node.next) n++;
  for (let step = 0; step < k % n; step++) {
    let before = head;
    while (before.next.next !== null) before = before.next;
    const last = before.next;
    before.next = null;
    last.next = head;
    head = last;
  }
  return head;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = rotateRight(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
