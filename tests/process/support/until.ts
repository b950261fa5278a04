// Waits for what a running server does on its own (a job's run, an e-mail): polls `check` every
// quarter of a second until it answers something, for at most 30 seconds.
export async function until<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
