/**
 * Passwords anybody would try first that no list needs to hold: one character repeated ("aaaaaa")
 * and straight runs of digits or letters ("123456", "abcdef", "987654"). The list of common
 * passwords itself is checked on the server (app/server/auth/common-passwords.server.ts).
 */
export function isTrivialPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (p.length === 0) return true;
  if ([...p].every((c) => c === p[0])) return true;
  const codes = [...p].map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  const alnum = /^[a-z]+$|^[0-9]+$/.test(p);
  return alnum && Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}
