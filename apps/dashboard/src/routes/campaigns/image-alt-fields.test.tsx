import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import type { ImageUseValues } from "./campaign-form-values.ts";
import { ImageAltFields } from "./image-alt-fields.tsx";

function Form({ missing }: { missing?: "id" | "en" }) {
  const { register } = useForm<{ photo: ImageUseValues }>({
    defaultValues: { photo: { id: "img_1", alt: { id: "Bibit mangrove", en: "Mangrove seedlings" } } },
  });
  return (
    <ImageAltFields
      name="photo"
      register={register}
      errors={missing ? { [missing]: { message: "Please fill in this field." } } : undefined}
      labels={{ id: "Photo description (Indonesian)", en: "Photo description (English)" }}
    />
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("an image's descriptions in both languages", () => {
  it("registers <name>.alt.id and .en, each marked with its language, required (aria), at most 200 characters", () => {
    renderScreen(<Form />);
    const id = field("Photo description (Indonesian)");
    const en = field("Photo description (English)");
    expect([id.name, id.value, id.lang]).toEqual(["photo.alt.id", "Bibit mangrove", "id"]);
    expect([en.name, en.value, en.lang]).toEqual(["photo.alt.en", "Mangrove seedlings", "en"]);
    for (const input of [id, en]) {
      expect(input.getAttribute("aria-required")).toBe("true");
      expect(input.maxLength).toBe(200);
    }
  });

  it("shows the error of the language that is missing, on its own field", () => {
    renderScreen(<Form missing="en" />);
    expect(field("Photo description (English)").getAttribute("aria-invalid")).toBe("true");
    expect(field("Photo description (Indonesian)").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.getByText("Please fill in this field.")).toBeTruthy();
  });
});
