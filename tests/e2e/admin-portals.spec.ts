// The "Portais" screen and the property form's portal fields end to end
// (docs/product.md#portals-screen, docs/product.md#portal-feeds): the feed's address works and a
// new key stops the old one; a listing taken off Kyero leaves its feed.
import { expectToast, signInAsAdmin } from "./support/admin";
import { signedInApi } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the Portais screen hands out the feed's address, and a new key stops the old one", async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/portals");
  const kyero = page.getByRole("region", { name: "Kyero" });
  await expect(kyero.getByTestId("portal-count")).toHaveText(/^\d+ imóveis no feed$/);
  const address = kyero.getByLabel("Morada do feed");
  const oldUrl = await address.inputValue();
  expect(oldUrl).toMatch(/\/feeds\/kyero\.xml\?key=[\w-]{43}$/);

  const feed = await request.get(oldUrl, { headers: { "user-agent": "KyeroBot/3" } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("<kyero><feed_version>3</feed_version>");
  await page.reload();
  await expect(kyero.getByTestId("portal-fetched")).toContainText("por KyeroBot/3");
  await expectNoAxeViolations(page);

  await kyero.getByRole("button", { name: "Gerar nova chave" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("A morada atual deixa de funcionar de imediato.");
  await dialog.getByRole("button", { name: "Gerar nova chave" }).click();
  await expectToast(page, "Nova chave gerada");
  await expect(address).not.toHaveValue(oldUrl);
  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);

  // Idealista's code is checked beside its field.
  const idealista = page.getByRole("region", { name: "Idealista" });
  const code = idealista.getByLabel("Código de cliente do Idealista");
  await code.fill("ilc-not-a-code");
  await idealista.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(
    idealista.getByText(/seguido de 40 letras minúsculas ou algarismos/).first(),
  ).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");

  // A listing taken off Kyero in its form leaves the Kyero feed, and stays in Idealista's.
  const api = await signedInApi(request, baseURL ?? "");
  const [listing] = (
    await api.get<{ id: string; ref: string; status: string }[]>("/api/properties")
  ).filter((property) => property.status === "available");
  if (!listing) throw new Error("the demo content has a listing on sale");
  await page.goto(`/admin/properties/${listing.id}/edit`);
  const section = page.getByRole("region", { name: "Portais" });
  await section.getByLabel("Kyero").uncheck();
  await section.getByLabel("Localização mostrada nos portais").selectOption({ label: "Só a zona" });
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expectToast(page, "Imóvel atualizado");
  const portals = await api.get<{ portal: string; feedUrl: string }[]>("/api/portals");
  const kyeroUrl = portals.find((portal) => portal.portal === "kyero")?.feedUrl ?? "";
  expect(await (await request.get(kyeroUrl)).text()).not.toContain(`<ref>${listing.ref}</ref>`);
  const idealistaUrl = portals.find((portal) => portal.portal === "idealista")?.feedUrl ?? "";
  const file = (await (await request.get(idealistaUrl)).json()) as {
    customerProperties: {
      propertyReference: string;
      propertyAddress: { addressVisibility: string };
    }[];
  };
  expect(
    file.customerProperties.find((entry) => entry.propertyReference === listing.ref)
      ?.propertyAddress.addressVisibility,
  ).toBe("hidden");
});
