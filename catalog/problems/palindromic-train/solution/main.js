class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the first carriage of the train
 * @return {boolean} whether the numbers read the same from both ends
 */
function isPalindromicTrain(head) {
  // Find the middle with a slow and a fast pointer, reverse the second half in place, then compare
  // the first half with the reversed second half.
  let slow = head;
  let fast = head;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  let back = null; // the reversed second half (from slow on; for odd n it holds the middle too)
  while (slow !== null) {
    const next = slow.next;
    slow.next = back;
    back = slow;
    slow = next;
  }
  for (let front = head; back !== null; front = front.next, back = back.next) {
    if (front.val !== back.val) return false;
  }
  return true;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
console.log(String(isPalindromicTrain(head)));
