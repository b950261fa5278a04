import { describe, expect, it } from "vitest";
import { demoProperties } from "../../../demo/content/properties";
import { common } from "./messages/common";
import { joinPlace, placeName } from "./place-names";

const JAPANESE = /^[\u3040-\u30ff\u4e00-\u9fff・]+$/;

describe("place names", () => {
  it("gives cities their Japanese names on Japanese pages only", () => {
    expect(placeName("Lisboa", "jp")).toBe("リスボン");
    expect(placeName("Porto", "jp")).toBe("ポルト");
    expect(placeName("Lisboa", "pt")).toBe("Lisboa");
    expect(placeName("Lisboa", "en")).toBe("Lisboa");
    expect(placeName("Aldeia Nova", "jp")).toBe("Aldeia Nova");
  });

  it("joins the parts with the catalogue's separator, naming known neighbourhoods in Japanese", () => {
    const parts = ["Príncipe Real", "Lisboa"];
    expect(joinPlace(parts, "pt", common.pt.placeSeparator)).toBe("Príncipe Real, Lisboa");
    expect(joinPlace(parts, "en", common.en.placeSeparator)).toBe("Príncipe Real, Lisboa");
    expect(joinPlace(parts, "jp", common.jp.placeSeparator)).toBe("プリンシペ・レアル、リスボン");
    // A neighbourhood the catalogue does not know stays as staff wrote it.
    expect(joinPlace(["Bairro Novo", "Lisboa"], "jp", common.jp.placeSeparator)).toBe(
      "Bairro Novo、リスボン",
    );
    expect(joinPlace(["Lido", "Funchal", null, " "], "jp", "、")).toBe("リド、フンシャル");
  });

  it("has a Japanese name for every city and district of the demo listings", () => {
    for (const property of demoProperties) {
      expect(placeName(property.city, "jp"), property.city).toMatch(JAPANESE);
      expect(placeName(property.district, "jp"), property.district).toMatch(JAPANESE);
    }
  });
});
