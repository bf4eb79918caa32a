import type { SampleProblem } from './types.ts';

const example = {
  input: 'A man, a plan, a canal: Panama',
  output: 'true',
  explanation: 'Keeping only letters and digits, lower-cased, gives "amanaplanacanalpanama", a palindrome.',
};

/** Valid Palindrome: the string sample (two pointers over the letters and digits). */
export const palindromeSample: SampleProblem = {
  title: 'Valid Palindrome',
  description: `A phrase is a **palindrome** if, after converting all uppercase letters to lowercase and removing
every character that is not a letter or a digit, it reads the same forward and backward.

Given a string \`s\`, decide whether it is a palindrome.

## Input

One line holding the string \`s\`.

## Output

Print \`true\` if \`s\` is a palindrome, otherwise \`false\`.`,
  difficulty: 'EASY',
  tags: ['strings', 'two-pointers'],
  constraints: '1 <= s.length <= 2 * 10^5\n\ns consists only of printable ASCII characters.',
  hints: [
    'Only letters and digits count, and case does not matter.',
    'Walk two pointers inwards from both ends, skipping other characters.',
  ],
  editorial: `## Approach: two pointers

Move \`left\` forward and \`right\` backward, skipping characters that are not letters or digits,
and compare the lower-cased characters. Any mismatch means \`false\`. Time O(n), memory O(1).`,
  examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
  testCases: [
    { input: 'A man, a plan, a canal: Panama', output: 'true', hidden: false },
    { input: 'race a car', output: 'false', hidden: false },
    { input: '0P', output: 'false', hidden: false },
    { input: "No 'x' in Nixon", output: 'true', hidden: true },
    { input: 'ab_a', output: 'true', hidden: true },
    { input: 'Was it a car or a cat I saw?', output: 'true', hidden: true },
  ],
  codeSnippet: {
    JAVASCRIPT: `/**
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // Write your code here.
  return false;
}

const s = require('node:fs').readFileSync(0, 'utf8').replace(/\\r?\\n$/, '');
console.log(String(isPalindrome(s)));
`,
    PYTHON: `import sys


def is_palindrome(s: str) -> bool:
    # Write your code here.
    return False


def main() -> None:
    s = sys.stdin.readline().rstrip("\\r\\n")
    print("true" if is_palindrome(s) else "false")


main()
`,
    JAVA: `import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static boolean isPalindrome(String s) {
        // Write your code here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine();
        System.out.println(isPalindrome(s == null ? "" : s));
    }
}
`,
  },
  referenceSolution: {
    JAVASCRIPT: `/**
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  const isWord = (c) => /[a-z0-9]/i.test(c);
  let left = 0;
  let right = s.length - 1;
  while (left < right) {
    if (!isWord(s[left])) left++;
    else if (!isWord(s[right])) right--;
    else if (s[left].toLowerCase() !== s[right].toLowerCase()) return false;
    else {
      left++;
      right--;
    }
  }
  return true;
}

const s = require('node:fs').readFileSync(0, 'utf8').replace(/\\r?\\n$/, '');
console.log(String(isPalindrome(s)));
`,
    PYTHON: `import sys


def is_palindrome(s: str) -> bool:
    left, right = 0, len(s) - 1
    while left < right:
        if not s[left].isascii() or not s[left].isalnum():
            left += 1
        elif not s[right].isascii() or not s[right].isalnum():
            right -= 1
        elif s[left].lower() != s[right].lower():
            return False
        else:
            left += 1
            right -= 1
    return True


def main() -> None:
    s = sys.stdin.readline().rstrip("\\r\\n")
    print("true" if is_palindrome(s) else "false")


main()
`,
    JAVA: `import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static boolean isWord(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    static boolean isPalindrome(String s) {
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            char a = s.charAt(left);
            char b = s.charAt(right);
            if (!isWord(a)) left++;
            else if (!isWord(b)) right--;
            else if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            else {
                left++;
                right--;
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine();
        System.out.println(isPalindrome(s == null ? "" : s));
    }
}
`,
  },
};
