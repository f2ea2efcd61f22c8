// The part of autocannon's API the bench scripts use: the package ships no types, and its typings
// package is not a dependency of the project.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      headers?: Record<string, string>;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests a second over all connections; unset: as fast as answered. */
      overallRate?: number;
      /** Replaces `[<id>]` in the request with a new id each time. */
      idReplacement?: boolean;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      /** Connection errors and timeouts. */
      errors: number;
      timeouts: number;
      /** Answers outside 2xx. */
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
      /** Requests a second. */
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
