/**
 * What a new password must be, wherever it is set (the player's own change, registration by the
 * operator, the operator's reset): 8 to 128 characters, not only blanks or invisible characters,
 * not containing the username, not one character or a short pattern repeated (`aaaaaaaa`,
 * `abcabcabc`), not a run of consecutive characters (`abcdefgh`, `87654321`), and not one of the
 * most common passwords. Each is among the first guesses of any cracking tool.
 *
 * The common passwords are the ranked list of @zxcvbn-ts/language-common (49,233 passwords from
 * public breach corpora, most common first, all lower case), read once into a Set on first use.
 * A password is compared lower-cased, so `Iloveyou` is refused like `iloveyou`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem =
  | 'passwordLength'
  | 'passwordBlank'
  | 'passwordSameAsUsername'
  | 'passwordContainsUsername'
  | 'passwordRepeated'
  | 'passwordSequence'
  | 'passwordTooCommon';

// Whitespace (\s covers the Unicode spaces), control characters and invisible format characters
// such as the zero-width space.
const BLANK = /^[\s\p{Cc}\p{Cf}]*$/u;

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const file = createRequire(import.meta.url).resolve(
      '@zxcvbn-ts/language-common/src/passwords.json',
    );
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    commonPasswords = new Set(list.map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

export function commonPasswordCount(): number {
  return loadCommonPasswords().size;
}

/** One character or a unit of at most 4 repeated over the whole password (`aaaa`, `abab`, `abcabc`). */
function isRepeated(chars: string[]): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= chars.length; unit++)
    if (chars.every((char, i) => char === chars[i % unit])) return true;
  return false;
}

/** Every character one after the previous, all up or all down (`abcdefgh`, `98765432`). */
function isSequence(chars: string[]): boolean {
  const codes = chars.map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return (
    (step === 1 || step === -1) &&
    codes.every((code, i) => i === 0 || code - codes[i - 1]! === step)
  );
}

/** The first rule the password breaks, as the key of its message; null when it is acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  // Characters as people count them (code points): seven emoji are seven characters, not 14.
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  if (BLANK.test(password)) return 'passwordBlank';
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (lower.trim() === name) return 'passwordSameAsUsername';
  if (name.length >= 3 && lower.includes(name)) return 'passwordContainsUsername';
  const chars = [...lower];
  if (isRepeated(chars)) return 'passwordRepeated';
  if (isSequence(chars)) return 'passwordSequence';
  if (loadCommonPasswords().has(lower)) return 'passwordTooCommon';
  return null;
}
