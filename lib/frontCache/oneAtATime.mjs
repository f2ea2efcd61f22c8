// @ts-check

/**
 * A queue that runs its jobs one after another, in the order given: a job that fails does not stop
 * the ones behind it. What each call returns settles with its own job.
 * @returns {<T>(job: () => Promise<T>) => Promise<T>}
 */
export function oneAtATime() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  return (job) => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}
