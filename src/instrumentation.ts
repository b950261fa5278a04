// Runs once when the Next.js server starts, before it answers any request: the database is
// migrated and seeded here, inside the server process, so one process owns the data folder.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startRuntime } = await import("@/server/runtime");
  await startRuntime();
}
