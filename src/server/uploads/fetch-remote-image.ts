// Downloads a URL given by staff (an image, another site's feed) without letting it reach inside
// our network (SSRF): http(s) on ports 80/443 only; every address is checked at connection time
// (so a name that resolves, or re-resolves, to loopback fails); redirects are followed by hand,
// each hop checked, at most 3; a time limit in all; reading stops past a size limit. The
// host:port pairs of FETCH_PRIVATE_HOSTS (tests, intranets) may be private.
import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { LIMITS } from "@/lib/constants";
import { env } from "@/server/env";
import { AppError, badRequest, payloadTooLarge } from "@/server/errors";
import { isPublicAddress } from "./public-address";

const MAX_REDIRECTS = 3;

/** What is fetched: the Accept header, the limits, and its name in the messages. */
export interface FetchRules {
  accept: string;
  maxBytes: number;
  timeoutMs: number;
  /** "a imagem", "o ficheiro": the subject of the messages. */
  noun: string;
  /** "O URL da imagem", "O URL do ficheiro". */
  urlLabel: string;
  tooLarge: string;
}

const IMAGE: FetchRules = {
  accept: "image/jpeg,image/png,image/webp",
  maxBytes: LIMITS.imageMaxBytes,
  timeoutMs: 10_000,
  noun: "a imagem",
  urlLabel: "O URL da imagem",
  tooLarge: "A imagem ultrapassa o máximo de 10 MB",
};

export interface NetworkPolicy {
  lookup: (hostname: string) => Promise<{ address: string; family: number }[]>;
  isAllowedAddress: (address: string) => boolean;
  isAllowedPort: (port: number) => boolean;
}

const defaultPolicy: NetworkPolicy = {
  lookup: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
  isAllowedAddress: isPublicAddress,
  isAllowedPort: (port) => port === 80 || port === 443,
};
let policy = defaultPolicy;

/** Tests replace DNS and widen the rules to reach their local stand-in for the internet. */
export function setNetworkPolicyForTests(overrides?: Partial<NetworkPolicy>): void {
  policy = { ...defaultPolicy, ...overrides };
}

const refused = (why: string, rules: FetchRules) =>
  badRequest(`${rules.urlLabel} não é permitido: ${why}`);

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function fetchRemoteImage(rawUrl: string): Promise<Buffer> {
  return fetchRemote(rawUrl, IMAGE);
}

export async function fetchRemote(rawUrl: string, rules: FetchRules): Promise<Buffer> {
  const deadline = Date.now() + rules.timeoutMs;
  let url = parseUrl(rawUrl, rules);
  for (let hop = 0; ; hop++) {
    const response = await get(url, deadline, rules);
    const location = response.headers.location;
    if (
      response.statusCode &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      if (hop === MAX_REDIRECTS) throw refused("demasiados redirecionamentos", rules);
      url = parseUrl(new URL(location, url).toString(), rules);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw badRequest(`Não foi possível descarregar ${rules.noun} (HTTP ${response.statusCode})`);
    }
    return readLimited(response, deadline, rules);
  }
}

function parseUrl(raw: string, rules: FetchRules): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused("não é um URL", rules);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw refused("apenas http e https", rules);
  if (url.username || url.password) throw refused("credenciais no URL", rules);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (privateAllowed(url)) return url;
  if (!policy.isAllowedPort(port)) throw refused(`porta ${port}`, rules);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !policy.isAllowedAddress(host))
    throw refused("endereço privado ou reservado", rules);
  return url;
}

/** Whether the URL's host and port are named in FETCH_PRIVATE_HOSTS. */
function privateAllowed(url: URL): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return env().fetchPrivateHosts.has(`${url.hostname.toLowerCase()}:${port}`);
}

/** dns.lookup's shape, answering only addresses the policy allows. */
const checkedLookup =
  (rules: FetchRules): net.LookupFunction =>
  (hostname, options, callback) => {
    policy
      .lookup(hostname)
      .then((addresses) => {
        const allowed = addresses.filter(({ address }) => policy.isAllowedAddress(address));
        if (addresses.length === 0 || allowed.length !== addresses.length) {
          throw refused("o nome corresponde a um endereço privado ou reservado", rules);
        }
        const first = allowed[0];
        if (!first) throw refused("o nome não corresponde a nenhum endereço", rules);
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
        } else {
          callback(null, first.address, first.family);
        }
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, "", 0));
  };

function get(url: URL, deadline: number, rules: FetchRules): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        // A host named in FETCH_PRIVATE_HOSTS is looked up as usual, its addresses unchecked.
        ...(privateAllowed(url) ? {} : { lookup: checkedLookup(rules) }),
        headers: { accept: rules.accept, "user-agent": "CasaLusa-Import/1.0" },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      },
      resolve,
    );
    request.on("error", (error) => reject(toAppError(error, rules)));
  });
}

function readLimited(
  response: http.IncomingMessage,
  deadline: number,
  rules: FetchRules,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => {
        response.destroy();
        reject(badRequest(`${capital(rules.noun)} demorou demasiado tempo a descarregar`));
      },
      Math.max(1, deadline - Date.now()),
    );
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > rules.maxBytes) {
        clearTimeout(timer);
        response.destroy();
        reject(payloadTooLarge(rules.tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    response.on("error", (error) => {
      clearTimeout(timer);
      reject(toAppError(error, rules));
    });
  });
}

function toAppError(error: Error, rules: FetchRules): AppError {
  if (error instanceof AppError) return error;
  if (error.name === "AbortError" || error.name === "TimeoutError") {
    return badRequest(`${capital(rules.noun)} demorou demasiado tempo a descarregar`);
  }
  return badRequest(`Não foi possível descarregar ${rules.noun}`);
}
