// What a new password must be (OWASP ASVS 5.0, V6.2): at least 12 characters, not one of the
// ~49,000 most used passwords (the list zxcvbn-ts ships, compared without regard to case), and
// no composition rules. Passwords already set keep working.
import "server-only";
import { LIMITS } from "@/lib/constants";
import { AppError } from "@/server/errors";

let common: Promise<Set<string>> | undefined;

/** The list, read on first use (about a megabyte) and kept. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

/** Why the password may not be chosen, in the words the admin's form shows; null when it may. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < LIMITS.passwordMin) {
    return `Password deve ter pelo menos ${LIMITS.passwordMin} caracteres`;
  }
  if ((await commonPasswords()).has(password.toLowerCase())) {
    return "Esta password está entre as mais usadas e é fácil de adivinhar: escolha outra (uma frase de várias palavras, por exemplo)";
  }
  return null;
}

/** Refuses, with 400 on the password field, a password that may not be chosen. */
export async function checkNewPassword(password: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw new AppError(400, problem, [{ path: ["password"], message: problem }]);
}
