// Downloads an image URL pasted by staff without letting it reach inside our network (SSRF):
// http(s) on ports 80/443 only; every address is checked at connection time (so a name that
// resolves, or re-resolves, to loopback fails); redirects are followed by hand, each hop
// checked, at most 3; 10 seconds in all; reading stops past 10 MB.
import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { LIMITS } from "@/lib/constants";
import { AppError, badRequest, payloadTooLarge } from "@/server/errors";
import { isPublicAddress } from "./public-address";

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

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

const refused = (why: string) => badRequest(`O URL da imagem não é permitido: ${why}`);

export async function fetchRemoteImage(rawUrl: string): Promise<Buffer> {
  const deadline = Date.now() + TIMEOUT_MS;
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const response = await get(url, deadline);
    const location = response.headers.location;
    if (
      response.statusCode &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      if (hop === MAX_REDIRECTS) throw refused("demasiados redirecionamentos");
      url = parseUrl(new URL(location, url).toString());
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw badRequest(`Não foi possível descarregar a imagem (HTTP ${response.statusCode})`);
    }
    return readLimited(response, deadline);
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused("não é um URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused("apenas http e https");
  if (url.username || url.password) throw refused("credenciais no URL");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (!policy.isAllowedPort(port)) throw refused(`porta ${port}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !policy.isAllowedAddress(host))
    throw refused("endereço privado ou reservado");
  return url;
}

/** dns.lookup's shape, answering only addresses the policy allows. */
const checkedLookup: net.LookupFunction = (hostname, options, callback) => {
  policy
    .lookup(hostname)
    .then((addresses) => {
      const allowed = addresses.filter(({ address }) => policy.isAllowedAddress(address));
      if (addresses.length === 0 || allowed.length !== addresses.length) {
        throw refused("o nome corresponde a um endereço privado ou reservado");
      }
      const first = allowed[0];
      if (!first) throw refused("o nome não corresponde a nenhum endereço");
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      } else {
        callback(null, first.address, first.family);
      }
    })
    .catch((error: Error) => callback(error as NodeJS.ErrnoException, "", 0));
};

function get(url: URL, deadline: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        lookup: checkedLookup,
        headers: {
          accept: "image/jpeg,image/png,image/webp",
          "user-agent": "CasaLusa-ImageImport/1.0",
        },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      },
      resolve,
    );
    request.on("error", (error) => reject(toAppError(error)));
  });
}

function readLimited(response: http.IncomingMessage, deadline: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => {
        response.destroy();
        reject(badRequest("A imagem demorou demasiado tempo a descarregar"));
      },
      Math.max(1, deadline - Date.now()),
    );
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMITS.imageMaxBytes) {
        clearTimeout(timer);
        response.destroy();
        reject(payloadTooLarge("A imagem ultrapassa o máximo de 10 MB"));
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
      reject(toAppError(error));
    });
  });
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error.name === "AbortError" || error.name === "TimeoutError") {
    return badRequest("A imagem demorou demasiado tempo a descarregar");
  }
  return badRequest("Não foi possível descarregar a imagem");
}
