/** The part of autocannon's programmatic API the load bench uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
  };
  type Result = { duration: number; errors: number; timeouts: number; non2xx: number; requests: { total: number; average: number } };
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
    stop(): void;
  };
  export default function autocannon(options: Options): Instance;
}
