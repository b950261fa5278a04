// The demo content brings a consultant's account (demo/consultant-account.ts, called by the seed
// for the first demo consultant): one person for the profile and the account, with a password
// shown once and replaced at the first sign-in.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { consultants, users } from "@/server/db/schema";
import { createDemoConsultantAccount, demoAccountNotice } from "../../demo/consultant-account";
import { demoConsultants } from "../../demo/content/consultants";
import { call } from "../support/http";

describe("the demo consultant's account", () => {
  it("is the consultant's own, signs in with the password shown once, then asks for a new one", async () => {
    const { portrait: _portrait, ...first } = demoConsultants[0] ?? ({} as never);
    const [profile] = await db()
      .insert(consultants)
      .values(first)
      .returning({ id: consultants.id, name: consultants.name, email: consultants.email });
    if (!profile) throw new Error("no profile");
    const account = await createDemoConsultantAccount(db(), profile);
    if (!account) throw new Error("no account");
    const [user] = await db().select().from(users).where(eq(users.email, profile.email));
    expect(user).toMatchObject({ access: "consultant", consultantId: profile.id });
    const notice = demoAccountNotice(account);
    const password = /password: (\S+)/.exec(notice)?.[1];
    expect(notice).toContain(profile.email);

    const login = await call("POST", "/api/auth/login", {
      json: { email: profile.email, password },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.json.pending).toBe("password");
    // A second seeding of the same account creates nothing and shows no password.
    expect(await createDemoConsultantAccount(db(), profile)).toBeNull();
  });
});
