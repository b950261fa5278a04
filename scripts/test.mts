// `npm test`: lint, typecheck, the unit and API tests (Vitest) and the browser tests
// (Playwright), as the README says. The production build the browser tests need is made while
// the first three run, not after them: on two cores the build's waits and the single-threaded
// type check leave room for each other (docs/decisions/008). The first failure stops the run.
import { type ChildProcess, spawn } from "node:child_process";

const running = new Set<ChildProcess>();

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    running.add(child);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

const npm = (script: string) => run("npm", ["run", "--silent", script]);

try {
  await Promise.all([
    (async () => {
      await npm("lint");
      await npm("typecheck");
      await npm("test:unit");
    })(),
    run(process.execPath, ["--import", "tsx", "scripts/build-if-needed.ts"]),
  ]);
  await npm("test:e2e");
} catch (error) {
  for (const child of running) child.kill("SIGTERM");
  console.error((error as Error).message);
  process.exit(1);
}
