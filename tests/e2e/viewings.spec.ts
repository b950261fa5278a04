// A visitor books a viewing in Japanese on a detail page, and staff confirm it in the admin, on a
// phone and on a desktop, with axe (every rule) over the open form and the viewings screen.
import type { Property } from "../../src/lib/schemas/property";
import { expectToast, signInAsAdmin } from "./support/admin";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

for (const width of [390, 1440]) {
  test(`a viewing booked in Japanese at ${width} px is confirmed in the admin`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const listings = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
    const listing = listings.find((p) => p.status === "available" && p.consultantId);
    if (!listing) throw new Error("no demo listing takes viewings");

    await page.goto(`/jp/properties/${listing.ref}`);
    const open = page.getByRole("button", { name: "内見を予約" });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const form = page.getByRole("form", { name: "内見を申し込む" });
    await expect(form).toBeVisible();
    await expect(form).toContainText("時間はリスボン時間です");
    await expect(form.getByRole("radio").first()).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });

    // Sending without a time or name says so beside the fields.
    await form.getByRole("button", { name: "内見を申し込む" }).click();
    await expect(page.locator("#viewing-start-error")).toHaveText("時間をお選びください");
    await expect(page.locator("#viewing-name-error")).toBeVisible();

    // The first free time: the one the other width's run booked is no longer offered, and near the
    // end of a day the first day shown may have a single time left.
    await form.getByRole("radio").first().check();
    const name = `佐藤 陽斗 ${width}`;
    await page.locator("#viewing-name").fill(name);
    await page.locator("#viewing-email").fill(`haruto${width}@example.jp`);
    await page.locator("#viewing-phone").fill("+81 90 1234 5678");
    await expect(page.locator("#viewing-language")).toHaveValue("jp");
    await form.getByRole("button", { name: "内見を申し込む" }).click();
    const answer = page.getByRole("status").filter({ hasText: "内見のご依頼を送信しました" });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("リスボン時間");

    await signInAsAdmin(page);
    await page.goto("/admin/viewings");
    const row = page.getByTestId("viewing-row").filter({ hasText: name });
    await expect(row).toContainText("Pedida");
    await expect(row).toContainText(listing.ref);
    await expectNoAxeViolations(page, { allRules: true });
    await row.getByRole("button", { name: "Confirmar" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("convite para o calendário");
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expectToast(page, "Visita confirmada; convites enviados");
    await expect(row).toContainText("Confirmada");
    await expect(row.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
  });
}

// The free times are in Lisbon time and, when the visitor's clock reads otherwise, in theirs too
// (src/components/site/property-detail/viewing-slots.ts).
for (const { timezoneId, ownLine } of [
  { timezoneId: "Asia/Tokyo", ownLine: true },
  { timezoneId: "Europe/Lisbon", ownLine: false },
]) {
  test.describe(`a visitor whose clock is in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`sees each free time in Lisbon${ownLine ? " and in their own time" : " only"}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const listings = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const listing = listings.find((p) => p.status === "available" && p.consultantId);
      if (!listing) throw new Error("no demo listing takes viewings");
      await page.goto(`/jp/properties/${listing.ref}`);
      await page.getByRole("button", { name: "内見を予約" }).click();
      const form = page.getByRole("form", { name: "内見を申し込む" });
      // The first time offered: its label holds the radio and the lines shown.
      const slot = form
        .locator("label")
        .filter({ has: page.getByRole("radio") })
        .first();
      const start = new Date((await slot.getByRole("radio").getAttribute("value")) ?? "");
      const time = (timeZone: string, weekday?: "short") =>
        new Intl.DateTimeFormat("ja-JP", { timeZone, hour: "2-digit", minute: "2-digit", weekday });
      await expect(slot).toContainText(`リスボン ${time("Europe/Lisbon").format(start)}`);
      if (ownLine) {
        // Tokyo is eight or nine hours ahead of Lisbon, with the weekday in case it is not the same.
        await expect(slot).toContainText(
          `お住まいの地域 ${time(timezoneId, "short").format(start)}`,
        );
      } else {
        await expect(form).not.toContainText("お住まいの地域");
      }
    });
  });
}
