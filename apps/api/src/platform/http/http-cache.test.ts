import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./http-cache.ts";

describe("chooseEncoding", () => {
  it("prefers gzip, takes deflate when that is all, honours q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0, deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0.2, deflate;q=0.8")).toBe("deflate");
    expect(chooseEncoding("br")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("*;q=0")).toBeNull();
    expect(chooseEncoding("GZIP ; q=1")).toBe("gzip");
    expect(chooseEncoding("gzip;q=nonsense")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(`${"x,".repeat(5000)}gzip`)).toBe("gzip");
  });
});
