import type { Services } from "../context.ts";

// Filled in step 8 (demo seed).
export async function seedDemo(
  _services: Services,
  _options: { log: (line: string) => void },
): Promise<void> {}
