// What a new password must be (OWASP ASVS 5.0, V6.2): at least 12 characters, not one of the
// ~49,000 most used passwords (the list zxcvbn-ts ships, compared without regard to case), not
// built on a word of this context — the agency's name, the account's e-mail or name — and no
// composition rules. Passwords already set keep working; one that fails these at sign-in must
// be changed first (login.ts).
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

/** The words of this site no password may contain (ASVS 5.0 V6.2.11). */
export const CONTEXT_WORDS = ["casalusa", "casa lusa", "lusacasa"];

/** Whose password it is: their e-mail and name are context words too. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** Letters and digits only, in lower case: "Casa-Lusa!" and "casalusa" are the same word. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function contextWords(owner: PasswordOwner): string[] {
  const [local = "", domain = ""] = (owner.email ?? "").split("@");
  const ownWords = [local, domain.split(".")[0] ?? "", ...(owner.name ?? "").split(/\s+/)];
  // Short words (a first name such as "Ana") would refuse too many good passphrases.
  return [...CONTEXT_WORDS, ...ownWords].map(bare).filter((word) => word.length >= 4);
}

/** Why the password may not be chosen, in the words the admin's form shows; null when it may. */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): Promise<string | null> {
  if (password.length < LIMITS.passwordMin) {
    return `Password deve ter pelo menos ${LIMITS.passwordMin} caracteres`;
  }
  if ((await commonPasswords()).has(password.toLowerCase())) {
    return "Esta password está entre as mais usadas e é fácil de adivinhar: escolha outra (uma frase de várias palavras, por exemplo)";
  }
  const typed = bare(password);
  if (contextWords(owner).some((word) => typed.includes(word))) {
    return "A password não pode conter o nome da agência nem o nome ou o email da conta";
  }
  return null;
}

/** Refuses, with 400 on the password field, a password that may not be chosen. */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new AppError(400, problem, [{ path: ["password"], message: problem }]);
}
