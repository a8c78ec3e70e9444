/** Characters that could end the element or a line around the JSON: `<` (`</script>`, `<!--`), `>`, `&`, U+2028, U+2029. */
const outsideJson = /[<>&\u2028\u2029]/g;

/**
 * JSON to write inside a `<script>` element (the pages' JSON-LD): `JSON.stringify` with `<`, `>`, `&`,
 * U+2028 and U+2029 written as `\uXXXX` escapes. Inside JSON they can only be in strings, where the
 * escape means the same character, so every reader gets the same data; the HTML parser never sees a
 * `</script>` or `<!--` made of someone's text, and no line ends inside a string (docs/security.md).
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("jsonForScript: the value has no JSON form");
  return json.replace(
    outsideJson,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
