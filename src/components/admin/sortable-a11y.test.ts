import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { sortableAnnouncements } from "./sortable-a11y";

const item = (id: string) => ({ id }) as unknown as Active & Over;

describe("sortableAnnouncements", () => {
  it("tells where the item is, in Portuguese, from pick-up to drop", () => {
    const say = sortableAnnouncements(
      ["a", "b", "c"],
      (id) => `imóvel ${String(id).toUpperCase()}`,
    );
    expect(say.onDragStart({ active: item("a") })).toBe("A mover imóvel A, na posição 1.");
    // The first "over" is the item itself: nothing new to say.
    expect(say.onDragOver({ active: item("a"), over: item("a") })).toBeUndefined();
    expect(say.onDragOver({ active: item("a"), over: item("c") })).toBe(
      "Imóvel A está agora na posição 3.",
    );
    expect(say.onDragOver({ active: item("a"), over: item("a") })).toBe(
      "Imóvel A está agora na posição 1.",
    );
    expect(say.onDragEnd({ active: item("a"), over: item("b") })).toBe(
      "Largou imóvel A na posição 2.",
    );
    expect(say.onDragCancel({ active: item("a"), over: null })).toBe(
      "Movimento cancelado: imóvel A voltou à posição inicial.",
    );
  });
});
