import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setNetworkPolicyForTests } from "@/server/uploads/fetch-remote-image";
import { objectStorage, readObjectMeta } from "@/server/uploads/objects";
import { isPublicAddress } from "@/server/uploads/public-address";
import { createUploadToken, UPLOAD_PATH, UPLOAD_TTL_MS } from "@/server/uploads/upload-url";
import { propertyPayload } from "../support/factories";
import { BASE_URL, call, signIn } from "../support/http";
import { html, hugePngHeader, jpeg, jpegWithGps, pdf, png, svg, webp } from "../support/images";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

async function uploadUrl(): Promise<string> {
  const response = await call("POST", "/api/objects/upload", { cookie });
  expect(response.status).toBe(200);
  return response.json.uploadURL;
}

async function put(url: string, body: Buffer, contentType = "application/octet-stream") {
  return call("PUT", url, { cookie, body: new Uint8Array(body), contentType });
}

const objectId = (objectPath: string) => objectPath.replace("/objects/", "");

async function variantWidths(objectPath: string) {
  const id = objectId(objectPath);
  const meta = await readObjectMeta(id);
  const widths: number[] = [];
  for (const width of meta?.variants ?? []) {
    const file = await objectStorage().read(`${id}/w${width}.webp`);
    const info = await sharp(file ?? Buffer.alloc(0)).metadata();
    expect(info.format).toBe("webp");
    widths.push(info.width ?? 0);
  }
  return { meta, widths };
}

/** Every file stored for the object (original and each variant) is free of EXIF and of the
 * camera and owner strings the test photo carried. */
async function expectNoMetadataInAnyFile(objectPath: string, variantCount: number) {
  const id = objectId(objectPath);
  const meta = await readObjectMeta(id);
  const keys = [`${id}/original.jpg`, ...(meta?.variants ?? []).map((w) => `${id}/w${w}.webp`)];
  expect(keys).toHaveLength(1 + variantCount);
  for (const key of keys) {
    const bytes = await objectStorage().read(key);
    expect(bytes, key).not.toBeNull();
    const info = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect(info.exif, key).toBeUndefined();
    expect(info.xmp, key).toBeUndefined();
    expect(info.orientation, key).toBeUndefined();
    for (const leak of ["Canon", "EOS R5", "Maria", "GPS"]) {
      expect(bytes?.includes(Buffer.from(leak)), `${key} holds ${leak}`).toBe(false);
    }
  }
}

describe("signed upload URLs", () => {
  it.each([
    ["JPEG", jpeg, [240, 480, 800, 1200, 1600, 2400]],
    ["PNG", png, [240, 480, 800, 1200]],
    ["WebP", webp, [240, 480, 800, 1000]],
  ] as const)(
    "take a %s file and store WebP variants of the right widths",
    async (_f, make, widths) => {
      const url = await uploadUrl();
      const stored = await put(url, await make());
      expect(stored.status, stored.text).toBe(200);
      expect(stored.json.objectPath).toMatch(/^\/objects\/[a-f0-9]{32}$/);
      const claimed = await call("POST", "/api/property-images", {
        cookie,
        json: { imageURL: url },
      });
      expect(claimed.json).toEqual({ objectPath: stored.json.objectPath });
      expect((await variantWidths(stored.json.objectPath)).widths).toEqual(widths);
    },
  );

  it("reads the format from the content: a PNG named .jpg and declared JPEG is a PNG", async () => {
    const url = await uploadUrl();
    const response = await put(url, await png(800, 600), "image/jpeg");
    expect(response.status).toBe(200);
    const delivered = await call("GET", `${response.json.objectPath}?w=480`);
    expect(delivered.headers.get("content-type")).toBe("image/webp");
  });

  it.each([
    ["HTML", html],
    ["SVG", svg],
    ["PDF", pdf],
  ])("refuses %s content named .jpg with 415", async (_what, bytes) => {
    const response = await put(await uploadUrl(), bytes, "image/jpeg");
    expect(response.status).toBe(415);
    expect(response.json.message).toMatch(/JPEG, PNG e WebP/);
  });

  it("refuses a 20,000 × 20,000 PNG quickly, before decoding it", async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const response = await put(await uploadUrl(), hugePngHeader());
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/40 megapíxeis/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("answers 413 to a file over 10 MB", async () => {
    const big = Buffer.concat([await jpeg(100, 100), Buffer.alloc(10_485_761)]);
    expect((await put(await uploadUrl(), big)).status).toBe(413);
  });

  it("strips every EXIF block (GPS, camera, owner) and turns the image upright", async () => {
    const response = await put(await uploadUrl(), await jpegWithGps());
    await expectNoMetadataInAnyFile(response.json.objectPath, 3);
    const meta = await readObjectMeta(objectId(response.json.objectPath));
    expect(meta).toMatchObject({ width: 800, height: 1200 }); // orientation 6 applied
  });

  it("refuses a tampered, expired or reused upload URL", async () => {
    const url = await uploadUrl();
    const tampered = url.replace(/\.([^.]+)$/, (_m, sig: string) => `.${sig.slice(1)}A`);
    const refused = await put(tampered, await jpeg(600, 400));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("O URL de carregamento é inválido");
    const otherId = url.replace(/upload\/[a-f0-9]{32}/, `upload/${"0".repeat(32)}`);
    expect((await put(otherId, await jpeg(600, 400))).status).toBe(403);
    // Correctly signed by this server, but its time ran out a second ago.
    const { token } = createUploadToken(Date.now() - UPLOAD_TTL_MS - 1000);
    const expired = await put(`${BASE_URL}${UPLOAD_PATH}${token}`, await jpeg(600, 400));
    expect(expired.status).toBe(403);
    expect(expired.json.message).toBe("O URL de carregamento expirou");
    const { token: fresh } = createUploadToken(Date.now() - UPLOAD_TTL_MS + 60_000);
    expect((await put(`${BASE_URL}${UPLOAD_PATH}${fresh}`, await jpeg(600, 400))).status).toBe(200);
    expect((await put(url, await jpeg(600, 400))).status).toBe(200);
    expect((await put(url, await jpeg(600, 400))).status).toBe(409);
  });

  it("refuses to claim an upload URL nothing was uploaded to", async () => {
    const response = await call("POST", "/api/hero-images", {
      cookie,
      json: { imageURL: await uploadUrl() },
    });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/upload (multipart)", () => {
  const send = async (form: FormData) => {
    const body = new Response(form);
    return call("POST", "/api/upload", {
      cookie,
      body: new Uint8Array(await body.arrayBuffer()),
      contentType: body.headers.get("content-type") ?? "",
    });
  };
  const sendImage = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set("image", new File([new Uint8Array(bytes)], name));
    return send(form);
  };

  it.each([
    ["PNG named .jpg", () => png(900, 900), "portrait.jpg", [240, 480, 800, 900]],
    ["JPEG", () => jpeg(1800, 1200), "portrait.jpeg", [240, 480, 800, 1200, 1600, 1800]],
    ["WebP", () => webp(1000, 700), "portrait.webp", [240, 480, 800, 1000]],
  ] as const)(
    "stores a %s from the field image and answers its url",
    async (_f, make, name, widths) => {
      const response = await sendImage(await make(), name);
      expect(response.status, response.text).toBe(200);
      expect(response.json.url).toMatch(/^\/objects\/[a-f0-9]{32}$/);
      expect((await variantWidths(response.json.url)).widths).toEqual(widths);
    },
  );

  it("keeps no EXIF (GPS, camera, owner) in any stored file of a photo", async () => {
    const response = await sendImage(await jpegWithGps(), "house.jpg");
    expect(response.status, response.text).toBe(200);
    await expectNoMetadataInAnyFile(response.json.url, 3);
  });

  it("refuses a missing field, a non-image and a non-multipart body", async () => {
    const empty = new FormData();
    empty.set("photo", "x");
    expect((await send(empty)).status).toBe(400);
    const notImage = new FormData();
    notImage.set("image", new File([new Uint8Array(svg)], "logo.png"));
    expect((await send(notImage)).status).toBe(415);
    expect((await call("POST", "/api/upload", { cookie, json: { image: "x" } })).status).toBe(415);
  });
});

describe("delivery", () => {
  it("serves the original and the best variant with long caching, an ETag and nosniff", async () => {
    const response = await put(await uploadUrl(), await jpeg(2000, 1000));
    const path = response.json.objectPath;
    const original = await call("GET", path);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toContain("immutable");
    const small = await call("GET", `${path}?w=500`);
    expect(small.headers.get("content-type")).toBe("image/webp");
    const etag = small.headers.get("etag") ?? "";
    expect(etag).toContain("w800");
    const again = await call("GET", `${path}?w=500`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await call("GET", "/objects/0123456789abcdef0123456789abcdef")).status).toBe(404);
    expect((await call("GET", "/objects/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("keeps an image other properties use when one property drops it", async () => {
    const { json } = await put(await uploadUrl(), await jpeg(800, 600));
    const a = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ images: [json.objectPath] }),
    });
    await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ images: [json.objectPath] }),
    });
    await call("PATCH", `/api/properties/${a.json.id}`, { cookie, json: { images: [] } });
    await call("DELETE", `/api/properties/${a.json.id}`, { cookie });
    expect((await call("GET", json.objectPath)).status).toBe(200);
  });
});

describe("importing an external image URL", () => {
  // 127.0.0.2 stands in for "the internet": tests cannot reach a real public address.
  const INTERNET = "127.0.0.2";
  let canaryHits = 0;
  let canary: http.Server;
  let internet: http.Server;
  let canaryPort = 0;
  let internetPort = 0;

  beforeAll(async () => {
    const photo = await jpeg(1000, 800);
    canary = http.createServer((_req, res) => {
      canaryHits++;
      res.end("secret");
    });
    internet = http.createServer((req, res) => {
      if (req.url === "/photo.jpg") {
        res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      } else if (req.url === "/to-loopback") {
        res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/` }).end();
      } else if (req.url === "/loop") {
        res.writeHead(302, { location: "/loop" }).end();
      } else if (req.url === "/huge") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.end(Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => internet.listen(0, INTERNET, resolve));
    canaryPort = (canary.address() as AddressInfo).port;
    internetPort = (internet.address() as AddressInfo).port;
    const names: Record<string, string> = {
      "photos.example.com": INTERNET,
      "rebind.example.com": "127.0.0.1",
      "mapped.example.com": "::ffff:127.0.0.1",
      "metadata.example.com": "169.254.169.254",
    };
    setNetworkPolicyForTests({
      lookup: async (hostname) => {
        const address = names[hostname];
        if (!address) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
        return [{ address, family: address.includes(":") ? 6 : 4 }];
      },
      isAllowedAddress: (address) => address === INTERNET || isPublicAddress(address),
      isAllowedPort: (port) => port === internetPort || port === canaryPort,
    });
  });

  afterAll(async () => {
    setNetworkPolicyForTests();
    await new Promise((resolve) => canary.close(resolve));
    await new Promise((resolve) => internet.close(resolve));
  });

  const importUrl = (imageURL: string) =>
    call("POST", "/api/property-images", { cookie, json: { imageURL } });

  it("downloads, processes and stores an allowed image", async () => {
    const response = await importUrl(`http://photos.example.com:${internetPort}/photo.jpg`);
    expect(response.status, response.text).toBe(200);
    expect((await variantWidths(response.json.objectPath)).widths).toEqual([240, 480, 800, 1000]);
  });

  it("refuses addresses inside our network and never connects to them", async () => {
    const attempts = [
      `http://127.0.0.1:${canaryPort}/`,
      `http://[::1]:${canaryPort}/`,
      `http://[::ffff:127.0.0.1]:${canaryPort}/`,
      `http://2130706433:${canaryPort}/`,
      `http://0x7f.1:${canaryPort}/`,
      `http://169.254.169.254:${canaryPort}/latest/meta-data/`,
      `http://10.0.0.1:${canaryPort}/`,
      `http://rebind.example.com:${canaryPort}/`,
      `http://mapped.example.com:${canaryPort}/`,
      `http://metadata.example.com:${canaryPort}/`,
      `http://photos.example.com:${internetPort}/to-loopback`,
      "file:///etc/passwd",
      "data:image/png;base64,iVBORw0KGgo=",
      `ftp://photos.example.com:${internetPort}/photo.jpg`,
      `http://user:pass@photos.example.com:${internetPort}/photo.jpg`,
    ];
    for (const url of attempts) {
      const response = await importUrl(url);
      expect(response.status, url).toBe(400);
      expect(response.json.message, url).toMatch(/não é permitido/);
    }
    expect(canaryHits).toBe(0);
  });

  it("refuses other ports, endless redirects, unknown hosts and bodies over 10 MB", async () => {
    setNetworkPolicyForTests({
      lookup: async () => [{ address: INTERNET, family: 4 }],
      isAllowedAddress: (address) => address === INTERNET,
    });
    expect((await importUrl(`http://photos.example.com:${internetPort}/photo.jpg`)).status).toBe(
      400,
    );
    setNetworkPolicyForTests({
      lookup: async () => [{ address: INTERNET, family: 4 }],
      isAllowedAddress: (address) => address === INTERNET,
      isAllowedPort: (port) => port === internetPort,
    });
    expect(
      (await importUrl(`http://photos.example.com:${internetPort}/loop`)).json.message,
    ).toMatch(/redirecionamentos/);
    expect((await importUrl(`http://photos.example.com:${internetPort}/huge`)).status).toBe(413);
    expect((await importUrl(`http://photos.example.com:${internetPort}/missing`)).status).toBe(400);
  });
});
