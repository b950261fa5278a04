// What a new password must be (OWASP ASVS 5.0, V6.2): at least 12 characters, not one of the
// most used passwords, not guessable by a strength estimator (zxcvbn-ts with its common
// dictionaries and keyboard layouts: repeats such as "aaaaaaaaaaaa", sequences such as
// "abcdefghijkl", keyboard runs such as "qwertyuiopas", common words with digits), not built on
// a word of this context — the agency's name, the account's e-mail or name — and no composition
// rules. Passwords already set keep working; one that fails these at sign-in must be changed
// first (login.ts).
import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { LIMITS } from "@/lib/constants";
import { AppError } from "@/server/errors";

/**
 * zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" (about 10^8 guesses and
 * more), its authors' advice for accounts behind a throttled login.
 */
export const MIN_STRENGTH = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with its dictionaries, made on first use (about a megabyte) and kept. */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
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
  const typed = bare(password);
  const context = contextWords(owner);
  if (context.some((word) => typed.includes(word))) {
    return "A password não pode conter o nome da agência nem o nome ou o email da conta";
  }
  const estimate = (await strengthEstimator()).check(password, context);
  const [only] = estimate.sequence;
  if (estimate.sequence.length === 1 && only?.pattern === "dictionary" && !only.l33t) {
    return "Esta password está entre as mais usadas e é fácil de adivinhar: escolha outra (uma frase de várias palavras, por exemplo)";
  }
  if (estimate.score < MIN_STRENGTH) {
    return "Esta password é fácil de adivinhar (repetições, sequências, teclas seguidas ou palavras muito usadas): escolha outra (uma frase de várias palavras, por exemplo)";
  }
  return null;
}

/** Refuses, with 400 on the password field, a password that may not be chosen. */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new AppError(400, problem, [{ path: ["password"], message: problem }]);
}
