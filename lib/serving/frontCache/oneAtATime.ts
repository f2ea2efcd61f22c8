/**
 * A queue that runs its jobs one after another, in the order given: a job that fails does not stop
 * the ones behind it. What each call returns settles with its own job.
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}
