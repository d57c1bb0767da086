import {describe, expect, it} from 'vitest';
import {createIdleQueue} from './idleQueue';

/** A scheduler that runs nothing until asked, and a clock each job moves forward by 3 ms. */
function harness() {
  const pending: Array<() => void> = [];
  let time = 0;
  const ran: number[] = [];
  const enqueue = createIdleQueue(
    (callback) => pending.push(callback),
    () => time,
    10,
  );
  const job = (id: number) => () => {
    ran.push(id);
    time += 3;
  };
  const runNextSlice = () => pending.shift()!();
  return {pending, ran, enqueue, job, runNextSlice};
}

describe('idle queue', () => {
  it('runs nothing at once, and schedules one slice however many jobs are queued', () => {
    const {pending, ran, enqueue, job} = harness();
    for (let id = 0; id < 5; id += 1) enqueue(job(id));
    expect(ran).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('stops a slice once it has run for the slice time, and goes on in the next one, in order', () => {
    const {pending, ran, enqueue, job, runNextSlice} = harness();
    for (let id = 0; id < 6; id += 1) enqueue(job(id));
    runNextSlice();
    expect(ran).toEqual([0, 1, 2, 3]); // 0, 3, 6 and 9 ms are under 10 ms: four jobs
    expect(pending).toHaveLength(1);
    runNextSlice();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pending).toHaveLength(0);
  });

  it('schedules again for a job queued after the queue ran empty', () => {
    const {pending, ran, enqueue, job, runNextSlice} = harness();
    enqueue(job(1));
    runNextSlice();
    enqueue(job(2));
    expect(pending).toHaveLength(1);
    runNextSlice();
    expect(ran).toEqual([1, 2]);
  });
});
