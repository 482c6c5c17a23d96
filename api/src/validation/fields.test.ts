import { describe, expect, it } from "vitest";
import { inputFilters, lettersField, optionalLettersField } from "./fields";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("name fields", () => {
  it.each(["D'Souza", "Anne-Marie", "A. R. Rahman", "Zoë Ångström", "अनिता"])("accept %s", (name) => {
    expect(lettersField("First name").safeParse(name).success).toBe(true);
    expect(optionalLettersField("Last name").safeParse(name).success).toBe(true);
    expect(inputFilters.letters(name)).toBe(name);
  });

  it("refuse what the message does not name, with a message that names what is kept", () => {
    const message = "First name may contain only letters, spaces, dots, apostrophes and hyphens";
    expect(firstError(lettersField("First name").safeParse("Asha2"))).toBe(message);
    expect(firstError(lettersField("First name").safeParse("Asha_Verma"))).toBe(message);
    expect(firstError(optionalLettersField("First name").safeParse("Asha@"))).toBe(message);
  });

  it("filter as the shopper types to exactly what the rule accepts", () => {
    expect(inputFilters.letters("D'Souza-2 Jr._!")).toBe("D'Souza- Jr.");
  });
});
