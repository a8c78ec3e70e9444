import { type LoadRequest, type LoadResult, percentile } from "./load.ts";

export interface BatchResult extends LoadResult {
  /** Each request's answer body, in the order of the requests (undefined when there was no answer). */
  answers: (string | undefined)[];
  /** Answers with a 5xx status. */
  serverErrors: number;
}

/**
 * Sends each request once (a list, unlike `runLoad`'s one request repeated: every donor has its own
 * body and key), `connections` at a time, each client waiting for its answer before taking the next.
 * The same loop measures the trivial route, so the ratio compares like with like.
 */
export async function runBatch(base: string, requests: LoadRequest[], connections: number) {
  const latencies: number[] = [];
  const answers: (string | undefined)[] = new Array(requests.length);
  const others = new Map<number, number>();
  let next = 0;
  let non2xx = 0;
  let serverErrors = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const client = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as LoadRequest;
      const sent = performance.now();
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        answers[index] = text;
        bytes += text.length;
        if (response.status >= 500) serverErrors += 1;
        if (response.status < 200 || response.status > 299) {
          non2xx += 1;
          others.set(response.status, (others.get(response.status) ?? 0) + 1);
        }
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, requests.length) }, client));
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx,
    statuses: [...others].map(([status, count]) => `${status}×${count}`).join(" "),
    errors,
    bytes: latencies.length > 0 ? bytes / latencies.length : 0,
    answers,
    serverErrors,
  } satisfies BatchResult;
}
