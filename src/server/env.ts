// Every environment variable the server reads, parsed once at start. A bad value stops the
// server with a message naming the variable (see server.ts). Empty values count as unset.
import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAP_TILES_URL, tileTemplateProblem } from "../lib/third-party/tiles";

const optionalText = z.string().trim().min(1).optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Public address of the site, used for canonical links, the sitemap, cookie security and the
   * same-origin check; http://localhost:PORT when unset.
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** postgres://… selects PostgreSQL; unset selects the embedded PGlite database. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PGLITE_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  SEED_DEMO: z.stringbool().default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(256).optional(),
  /** Signs upload URLs; generated and kept in DATA_DIR when unset (set it when running several instances). */
  APP_SECRET: z.string().min(32).optional(),
  /**
   * The map tiles' address template ({z}/{x}/{y}); the one host besides the site's own that map
   * images come from (docs/decisions/026). OpenStreetMap's when unset.
   */
  MAP_TILES_URL: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = tileTemplateProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .default(DEFAULT_MAP_TILES_URL),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).default("https://nominatim.openstreetmap.org"),
  /**
   * The ECB's daily reference rates (XML), read once a day (src/server/exchange-rates); empty
   * reads none (no conversion is shown until rates are known).
   */
  FX_RATES_URL: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ })])
    .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
  /**
   * Private hosts the URL imports (images, feeds) may reach, as comma-separated host:port pairs:
   * meant for tests and intranets. Every other private or reserved address stays refused.
   */
  FETCH_PRIVATE_HOSTS: z
    .string()
    .trim()
    .regex(
      /^(\[[0-9a-fA-F:.]+\]|[^,\s:[\]]+):\d{1,5}(\s*,\s*(\[[0-9a-fA-F:.]+\]|[^,\s:[\]]+):\d{1,5})*$/,
      "comma-separated host:port pairs",
    )
    .optional(),
  /** Public form submissions (leads, mortgage requests) allowed per address per 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Trust X-Forwarded-For from a reverse proxy in front of the app for client addresses. */
  TRUST_PROXY: z.stringbool().default(false),
  /** An S3-compatible bucket for uploaded images (shared by several instances); unset: UPLOADS_DIR. */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** The store's address, for S3-compatible stores other than AWS (R2, MinIO, Ceph…). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Address the bucket in the path (most S3-compatible stores) rather than the host name. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** smtp://user:pass@host:587 or smtps://…: the server that sends the lead e-mails; unset sends none. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of the lead e-mails: an address, or "Name <address>". */
  MAIL_FROM: optionalText,
  /** The agency's address for lead notifications (in copy when a consultant is assigned). */
  LEADS_INBOX: z.email().optional(),
  /**
   * Hours a lead may stay in stage "Novo" before its assignee is reminded by e-mail; after twice
   * as long the administrators (and LEADS_INBOX) are alerted (src/server/leads/lead-reminders.ts).
   */
  LEAD_REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Memory for the public pages kept rendered and compressed (docs/decisions/009); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(128),
  /** How often each instance looks for a daily job that is due (src/server/jobs/). */
  JOB_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How often the instant saved-search alerts run (src/server/saved-searches/alerts-job.ts). */
  ALERT_INTERVAL_S: z.coerce.number().int().min(10).max(86_400).default(300),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Every variable read here; the README's table and .env.example list each of them. */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

export type Env = z.infer<typeof schema> & {
  SITE_URL: string;
  /** FETCH_PRIVATE_HOSTS as "host:port" entries, host in lower case. */
  fetchPrivateHosts: ReadonlySet<string>;
  pgliteDir: string;
  uploadsDir: string;
};

export class EnvError extends Error {}

/** Variables whose empty value means something (no source), not "use the default". */
const MEANINGFUL_WHEN_EMPTY = new Set(["FX_RATES_URL"]);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(
      ([name, value]) =>
        value !== undefined && (value.trim() !== "" || MEANINGFUL_WHEN_EMPTY.has(name)),
    ),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
    throw new EnvError(
      "Invalid environment variables:\n  ADMIN_EMAIL: required with ADMIN_PASSWORD",
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      "Invalid environment variables:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither",
    );
  }
  // The folders are chosen at run time: the bundler must not trace them into the build.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  return {
    ...env,
    // Staff signing in at http://localhost:3100 of a server started with PORT=3100 must pass the
    // same-origin check, which compares the page's host with this one.
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: dataDir,
    fetchPrivateHosts: new Set(
      (env.FETCH_PRIVATE_HOSTS ?? "")
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
    pgliteDir: path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR ?? path.join(dataDir, "db")),
    uploadsDir: path.resolve(
      /*turbopackIgnore: true*/ env.UPLOADS_DIR ?? path.join(dataDir, "uploads"),
    ),
  };
}

let cached: Env | undefined;

/** Forgets the parsed environment, so the next env() reads process.env again (tests). */
export function resetEnv(): void {
  cached = undefined;
}

/** The parsed environment of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
