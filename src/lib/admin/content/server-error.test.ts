import { describe, expect, it } from "vitest";
import { ApiError, ConnectionError } from "@/lib/api/client";
import { errorDescription, serverFieldErrors, serverMessage } from "./server-error";

const conflict = new ApiError(
  409,
  JSON.stringify({ message: "Não pode eliminar a sua própria conta" }),
  "Conflict",
);

describe("serverMessage", () => {
  it("prefers the message the server sent", () => {
    expect(serverMessage(conflict)).toBe("Não pode eliminar a sua própria conta");
  });

  it("falls back to '<status>: <text>' when the answer is not our JSON", () => {
    expect(serverMessage(new ApiError(502, "", "Bad Gateway"))).toBe("502: Bad Gateway");
    expect(serverMessage(new ApiError(500, "oops", "Internal Server Error"))).toBe("500: oops");
  });

  it("reads plain errors too", () => {
    expect(serverMessage(new ConnectionError())).toBe(
      "Sem ligação ao servidor. Verifique a ligação e tente novamente.",
    );
  });
});

describe("errorDescription", () => {
  it("says what could not be done, then what the server said", () => {
    expect(errorDescription(conflict, "Não foi possível eliminar.")).toBe(
      "Não foi possível eliminar. Não pode eliminar a sua própria conta",
    );
    expect(errorDescription(conflict)).toBe("Não pode eliminar a sua própria conta");
  });

  it("adds nothing for an error that never reached the server", () => {
    const offline = new ConnectionError();
    expect(errorDescription(offline, "Não foi possível eliminar.")).toBe(
      "Não foi possível eliminar.",
    );
    expect(errorDescription(offline)).toBeUndefined();
  });
});

describe("serverFieldErrors", () => {
  it("keeps only the fields the form has", () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: "Dados do pedido inválidos",
        issues: [
          { path: ["email"], message: "Email inválido" },
          { path: ["unknown"], message: "x" },
        ],
      }),
      "Bad Request",
    );
    expect(serverFieldErrors(error, ["name", "email"] as const)).toEqual([
      ["email", "Email inválido"],
    ]);
  });

  it("answers nothing for other errors", () => {
    expect(serverFieldErrors(conflict, ["email"])).toEqual([]);
    expect(serverFieldErrors(new Error("x"), ["email"])).toEqual([]);
  });
});
