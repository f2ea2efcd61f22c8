import { oneAtATime } from './oneAtATime.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

it('runs jobs one at a time, in order', async () => {
  const queue = oneAtATime();
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const job = (name: string) => async () => {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${name}`);
    await tick();
    log.push(`end ${name}`);
    running -= 1;
    return name;
  };
  const results = await Promise.all(['a', 'b', 'c'].map((name) => queue(job(name))));
  expect(results).toEqual(['a', 'b', 'c']);
  expect(most).toBe(1);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
});

it('a failing job rejects its own call only', async () => {
  const queue = oneAtATime();
  const failed = queue(async () => {
    throw new Error('broken');
  });
  const next = queue(async () => 'still runs');
  await expect(failed).rejects.toThrow('broken');
  await expect(next).resolves.toBe('still runs');
});
