/** A Map-backed localStorage (or sessionStorage) for tests that run in Node. */
export function installMemoryStorage(name: "localStorage" | "sessionStorage" = "localStorage"): Storage {
  const values = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
  Object.defineProperty(globalThis, name, { value: storage, configurable: true });
  return storage;
}
