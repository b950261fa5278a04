import "server-only";
import { logger } from "@/server/logger";

/**
 * Stores a public form submission, unless the hidden honeypot field was filled: then the
 * sender (a bot) gets the same success answer, and nothing is stored.
 */
export async function acceptPublicSubmission<T extends { website?: string }, R>(
  body: T,
  store: (input: Omit<T, "website">) => Promise<R>,
): Promise<R | Response> {
  const { website, ...input } = body;
  if (website) {
    logger().info({ event: "honeypot" }, "dropped a form submission that filled the honeypot");
    return Response.json({ message: "Received" }, { status: 201 });
  }
  return store(input);
}
