// An SMTP server for the tests (the `smtp-server` package), in a child process on a port of the
// test's choosing, stopped by its process id. It accepts every message and reports each one,
// parsed (mailparser), to the test. hold() makes it keep the next messages' DATA unanswered
// until release(), so a test can kill the site mid-delivery.
import { type ChildProcess, spawn } from "node:child_process";
import { type ParsedMail, simpleParser } from "mailparser";

const SCRIPT = `
const { SMTPServer } = require("smtp-server");
const [port] = process.argv.slice(1);
let holding = false;
const held = [];
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  for (const command of chunk.split("\\n").filter(Boolean)) {
    if (command === "hold") holding = true;
    if (command === "release") {
      holding = false;
      for (const finish of held.splice(0)) finish();
    }
  }
});
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("base64");
      const rcpt = session.envelope.rcptTo.map((to) => to.address);
      const finish = () => {
        process.stdout.write(JSON.stringify({ rcpt, raw }) + "\\n");
        callback();
      };
      if (holding) {
        process.stdout.write(JSON.stringify({ held: true }) + "\\n");
        held.push(finish);
      } else finish();
    });
  },
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write(JSON.stringify({ ready: true }) + "\\n"));
`;

export interface ReceivedMail {
  /** The envelope's recipients (to, cc and bcc alike). */
  rcpt: string[];
  mail: ParsedMail;
}

export interface SmtpServer {
  received: ReceivedMail[];
  /** How many messages are being held unanswered. */
  heldCount: () => number;
  hold: () => void;
  release: () => void;
  /** Waits until `count` messages have arrived in all (or throws after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
}

export async function startSmtpServer(port: number): Promise<SmtpServer> {
  const child: ChildProcess = spawn(process.execPath, ["-e", SCRIPT, String(port)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const received: ReceivedMail[] = [];
  const parsing: Promise<void>[] = [];
  let held = 0;
  let buffered = "";
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const event = JSON.parse(line) as {
          ready?: true;
          held?: true;
          rcpt?: string[];
          raw?: string;
        };
        if (event.ready) resolve();
        else if (event.held) held++;
        else if (event.raw) {
          parsing.push(
            simpleParser(Buffer.from(event.raw, "base64")).then((mail) => {
              received.push({ rcpt: event.rcpt ?? [], mail });
            }),
          );
        }
      }
    });
    child.once("exit", (code) => reject(new Error(`smtp-server exited (${code}):\n${errors}`)));
  });

  return {
    received,
    heldCount: () => held,
    hold: () => child.stdin?.write("hold\n"),
    release: () => {
      held = 0;
      child.stdin?.write("release\n");
    },
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} messages arrived in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(parsing);
      return received;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
