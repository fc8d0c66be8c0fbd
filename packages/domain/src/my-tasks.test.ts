import { describe, expect, it } from 'vitest';
import { sortMyTasks } from './my-tasks';

describe('sortMyTasks', () => {
  it('puts the soonest due first and undated work last', () => {
    const tasks = [
      { title: 'B', dueDate: '2026-03-09' },
      { title: 'C', dueDate: null },
      { title: 'A', dueDate: '2026-03-01' },
      { title: 'A2', dueDate: '2026-03-09' },
    ];
    expect(sortMyTasks(tasks).map((t) => t.title)).toEqual(['A', 'A2', 'B', 'C']);
  });
});
