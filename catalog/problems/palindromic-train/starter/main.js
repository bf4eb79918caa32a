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
  // Write your code here.
  return false;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
console.log(String(isPalindromicTrain(head)));
