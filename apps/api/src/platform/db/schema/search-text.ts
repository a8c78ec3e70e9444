import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/*
 * The staff search's forms of a name and a phone (docs/decisions/donor-support.md, "Search by any
 * word and part of a phone"). The same expression is in the index and in the query, so PostgreSQL
 * (and PGlite) use the pg_trgm index; an expression with bound parameters would not match it.
 */

/** Accented Latin letters and word-joining marks, and what they become (one character each). */
const accented = "áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçý-.";
const plain = "aaaaaaaeeeeeiiiiioooooouuuuuncy  ";

/** ` dewi ayu setiawati`: lower case, accents off, a space before every word (so `% setia%` finds a word's start). */
export function searchableName(column: AnyColumn): SQL {
  return sql`(' ' || translate(lower(${column}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)}))`;
}

/** The typed text in the same form: lower case, accents and joining marks off, blanks squeezed. */
export function searchableText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[-.]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
