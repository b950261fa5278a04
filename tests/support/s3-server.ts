// An S3-compatible server for the tests (the `s3rver` package, file-backed), in a child process
// on a free port with its own folder, stopped by its process id.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { freePort } from "./app-server";

export interface S3Server {
  endpoint: string;
  /** The keys in `bucket` that begin with `prefix`, asked through the AWS SDK. */
  list: (bucket: string, prefix: string) => Promise<string[]>;
  /** The variables that point an instance of the site at `bucket` on this server. */
  env: (bucket: string) => Record<string, string>;
  stop: () => Promise<void>;
}

// The server runs in its own process, as a real store would: nothing of it shares the tests'
// event loop.
const SCRIPT = `
const S3rver = require("s3rver");
const [port, directory, buckets] = process.argv.slice(1);
new S3rver({
  port: Number(port),
  address: "127.0.0.1",
  directory,
  silent: true,
  configureBuckets: buckets.split(",").map((name) => ({ name })),
})
  .run()
  .then(() => process.stdout.write("ready\\n"))
  .catch((error) => { console.error(error); process.exit(1); });
`;

const CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/** Starts the server with these buckets created. */
export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const port = await freePort();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-s3-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["-e", SCRIPT, String(port), directory, buckets.join(",")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("ready")) resolve();
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: {
      accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
    },
  });
  return {
    endpoint,
    async list(bucket, prefix) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      ...CREDENTIALS,
    }),
    async stop() {
      client.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
