// The "Importar imóveis" screen end to end (docs/product.md#imports-screen): a dry run shown as
// a table, then the import with its progress, the listings then on the site; the old site's feed
// and photos served by a local HTTP server that FETCH_PRIVATE_HOSTS lets the server reach.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jpeg } from "../support/images";
import { expectToast, signInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { test as base, expect } from "./support/fixtures";
import { startTestServer } from "./support/server";

const test = base.extend<object, { oldSite: string }>({
  oldSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const photo = await jpeg(1600, 1200);
      let address = "";
      const feed =
        () => `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>
<property><id>old-1</id><ref>OLD-1</ref><price>380000</price><type>Apartment</type><town>Porto</town>
<province>Porto</province><beds>2</beds><baths>1</baths><surface_area><built>85</built></surface_area>
<energy_rating><consumption>C</consumption></energy_rating>
<desc><en>A bright flat by the river.</en><pt>Apartamento luminoso junto ao rio.</pt></desc>
<images><image id="1"><url>${address}/photo-1.jpg</url></image></images></property>
<property><id>old-2</id><price>x</price><town>Porto</town></property></root>`;
      const server = http.createServer((request, response) => {
        if (request.url === "/kyero.xml") response.writeHead(200).end(feed());
        else if (request.url?.endsWith(".jpg")) {
          response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
        } else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await use(address);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  app: [
    async ({ oldSite }, use) => {
      const server = await startTestServer({
        env: { FETCH_PRIVATE_HOSTS: new URL(oldSite).host },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

test("a dry run shows what would happen, then the import runs with its progress", async ({
  page,
  oldSite,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/imports");
  await page.getByRole("button", { name: "Simular" }).click();
  await expect(page.getByText("Indique o endereço do feed")).toBeVisible();

  const address = page.getByLabel("Endereço do feed Kyero");
  await address.fill(`${oldSite}/kyero.xml`);
  await page.getByRole("button", { name: "Simular" }).click();
  const preview = page.getByRole("region", { name: "Simulação" });
  await expect(preview.getByTestId("import-counts")).toContainText("A criar1");
  await expect(preview.getByTestId("import-rejected")).toContainText("preço inválido («x»)");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Importar" }).click();
  await expectToast(page, "Importação concluída", "1 imóvel criado, 0 atualizados.");
  await expect(page.getByRole("progressbar", { name: "Progresso da importação" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  await expect(page.getByTestId("import-counts")).toContainText("Criados1");

  await page.goto("/pt/properties/OLD-1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apartamento em Porto");
});
