// Vite plugin: the browser's copy of `@rimbun/domain/money` without `amountSchemaFor`.
//
// money.ts holds both the plain money rules (formatting, limits, nominal options) and the zod
// schema of an amount. A module lands in one chunk with every export any page uses, so the
// landing page (which needs only the plain rules, through the amount picker) would statically
// import zod (~24 KB gz) because the donation flow uses the schema. Imports of the package path
// `@rimbun/domain/money` (apps and ui) get this copy; the domain's own schemas import `../money.ts`
// relatively and keep the original. When the domain moves the schema out of money.ts, this plugin
// has nothing left to remove and passes the file through unchanged.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const SPECIFIER = "@rimbun/domain/money";
const QUERY = "?without-schemas";

/** Removes `export function amountSchemaFor(...) { ... }` and the zod import it needed. */
export function withoutAmountSchema(source) {
  const start = source.indexOf("export function amountSchemaFor(");
  if (start === -1) return source;
  const bodyStart = source.indexOf("{", source.indexOf(")", start));
  let depth = 0;
  let end = -1;
  for (let i = bodyStart; i < source.length; i += 1) {
    if (source[i] === "{") depth += 1;
    else if (source[i] === "}") {
      depth -= 1;
      if (depth === 0) {
        end = i + 1;
        break;
      }
    }
  }
  if (end === -1) throw new Error("money-without-schemas: could not find the end of amountSchemaFor");
  const docStart = source.lastIndexOf("/**", start);
  const cutFrom = docStart !== -1 && !source.slice(docStart, start).includes("*/\n\n") ? docStart : start;
  const rest = source.slice(0, cutFrom) + source.slice(end);
  if (/\bz\./.test(rest)) return source; // zod still used elsewhere: keep the file whole, the budget check will tell
  return rest.replace(/import \{ z \} from "zod";\n/, "");
}

export function moneyWithoutSchemas() {
  const require = createRequire(import.meta.url);
  let file = "";
  return {
    name: "rimbun:money-without-schemas",
    enforce: "pre",
    resolveId(id) {
      if (id !== SPECIFIER) return null;
      file ||= require.resolve(SPECIFIER);
      // Same file, another module id: relative imports inside it still resolve from the domain folder.
      return `${file}${QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      return withoutAmountSchema(await readFile(id.slice(0, -QUERY.length), "utf8"));
    },
  };
}
