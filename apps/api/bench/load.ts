import autocannon from "autocannon";

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Answers counted (every status): the p99 rests on this many. */
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The statuses of the answers that were not 2xx, e.g. "404×12". */
  statuses: string;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  /** Mean bytes on the wire per answer, headers included (compressed when the server compresses). */
  bytes: number;
}

export interface LoadShape {
  connections: number;
  /** At least this long... */
  minSeconds: number;
  /** ...and at least this many answers... */
  minRequests: number;
  /** ...unless this much time has passed. */
  maxSeconds: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * Keeps `connections` keep-alive connections busy with one request each (no pipelining), as that many
 * clients each waiting for its answer before asking again. Latencies are taken from every answer,
 * whatever its status (autocannon's own histogram keeps 2xx only, in whole milliseconds).
 */
export function runLoad(base: string, request: LoadRequest, shape: LoadShape): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const others = new Map<number, number>();
  let bytes = 0;
  let stopping = false;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${request.path}`,
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        connections: shape.connections,
        pipelining: 1,
        duration: shape.maxSeconds,
        timeout: 30,
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          requests: latencies.length,
          seconds,
          rps: latencies.length / seconds,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          non2xx,
          statuses: [...others].map(([status, count]) => `${status}×${count}`).join(" "),
          errors: result.errors,
          bytes: latencies.length > 0 ? bytes / latencies.length : 0,
        });
      },
    );
    instance.on("response", (_client, statusCode, responseBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += responseBytes;
      if (statusCode < 200 || statusCode > 299) {
        non2xx += 1;
        others.set(statusCode, (others.get(statusCode) ?? 0) + 1);
      }
      if (
        !stopping &&
        latencies.length >= shape.minRequests &&
        performance.now() - started >= shape.minSeconds * 1000
      ) {
        stopping = true;
        instance.stop();
      }
    });
  });
}
