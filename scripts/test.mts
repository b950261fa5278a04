// `npm test`: lint, typecheck, the unit and API tests (Vitest) and the browser tests
// (Playwright), as the README says. Lint then the type check, the unit tests and the production
// build the browser tests need run side by side, not one after another: on two cores the single-
// threaded type check, the build's waits and the tests' database leave room for each other
// (docs/decisions/008). The first failure stops the run.
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
    })(),
    npm("test:unit"),
    run(process.execPath, ["--import", "tsx", "scripts/build-if-needed.ts"]),
  ]);
  await npm("test:e2e");
} catch (error) {
  for (const child of running) child.kill("SIGTERM");
  console.error((error as Error).message);
  process.exit(1);
}
