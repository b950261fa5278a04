import { demoConsultants } from "../../demo/content/consultants";
import { about } from "../../src/lib/i18n/messages/about";
import type { Consultant } from "../../src/lib/schemas/consultant";
import { TEST_ADMIN } from "../support/app-server";
import { expect, test } from "./support/fixtures";
import { LOCALES, SUFFIX } from "./support/forms";

const LANGUAGE_NAMES: Record<string, string> = {
  pt: "Português",
  en: "English",
  jp: "日本語",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  zh: "中文",
};
const byOrder = [...demoConsultants].sort((a, b) => a.order - b.order);
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

for (const locale of LOCALES) {
  test(`the ${locale} about page lists the active consultants in order, in ${locale}`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about[locale].title);
    const profiles = page.getByTestId("consultant");
    await expect(profiles.getByRole("heading", { level: 2 })).toHaveText(
      byOrder.map((consultant) => consultant.name),
    );
    for (const [index, demo] of byOrder.entries()) {
      const profile = profiles.nth(index);
      await expect(profile).toContainText(demo[`bio${SUFFIX[locale]}`] ?? "");
      await expect(profile).toContainText(demo.role);
      await expect(profile.getByTestId("consultant-languages").getByRole("listitem")).toHaveText(
        demo.languages.map((code) => LANGUAGE_NAMES[code] ?? code),
      );
      await expect(profile.locator(`a[href="mailto:${demo.email}"]`)).toHaveText(demo.email);
      await expect(profile.locator(`a[href="${tel(demo.phone)}"]`)).toHaveText(demo.phone);
      await expect(
        profile.locator(`a[href="https://wa.me/${demo.whatsapp.replace(/\D/g, "")}"]`),
      ).toBeVisible();
      const photo = profile.getByTestId("consultant-photo").locator("img");
      await expect(photo).toHaveAttribute("alt", demo.name);
      await expect(photo).toHaveAttribute("srcset", /\/objects\/[a-f0-9]{32}\?w=480 480w/);
    }

    const cta = page.getByTestId("about-cta");
    const first = byOrder[0];
    await expect(cta.locator("a").first()).toHaveAttribute("href", `mailto:${first?.email}`);
    await expect(cta.locator("a").last()).toHaveAttribute("href", tel(first?.phone ?? ""));
  });
}

test("photos alternate between left and right on a wide screen, and stack on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/en/about");
  const profiles = page.getByTestId("consultant");
  await expect(profiles).toHaveCount(byOrder.length);
  for (let index = 0; index < byOrder.length; index++) {
    const profile = profiles.nth(index);
    const photo = await profile.getByTestId("consultant-photo").boundingBox();
    const text = await profile.getByTestId("consultant-text").boundingBox();
    if (!photo || !text) throw new Error("profile not laid out");
    if (index % 2 === 0) expect(photo.x + photo.width).toBeLessThanOrEqual(text.x);
    else expect(text.x + text.width).toBeLessThanOrEqual(photo.x);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const second = profiles.nth(1);
  const photo = await second.getByTestId("consultant-photo").boundingBox();
  const text = await second.getByTestId("consultant-text").boundingBox();
  expect(photo && text && photo.y + photo.height <= text.y).toBe(true);
});

test("inactive consultants are hidden and the call to action uses the first active one", async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: TEST_ADMIN });
  expect(login.ok()).toBe(true);
  const consultants = (await (
    await request.get(`${baseURL}/api/consultants`)
  ).json()) as Consultant[];
  const first = consultants.find((consultant) => consultant.email === byOrder[0]?.email);
  if (!first) throw new Error("demo consultant missing");
  const patch = (active: boolean) =>
    request.patch(`${baseURL}/api/consultants/${first.id}`, { data: { active } });
  expect((await patch(false)).ok()).toBe(true);
  try {
    await page.goto("/pt/about");
    const names = byOrder.slice(1).map((consultant) => consultant.name);
    await expect(page.getByTestId("consultant").getByRole("heading", { level: 2 })).toHaveText(
      names,
    );
    await expect(page.getByTestId("consultant").first()).toHaveAttribute(
      "data-layout",
      "photo-left",
    );
    const next = byOrder[1];
    const cta = page.getByTestId("about-cta");
    await expect(cta.locator("a").first()).toHaveAttribute("href", `mailto:${next?.email}`);
    await expect(cta.locator("a").last()).toHaveAttribute("href", tel(next?.phone ?? ""));
  } finally {
    expect((await patch(true)).ok()).toBe(true);
  }
});
