import { TIMES_OF_DAY } from '@sahha/contracts';
import { PLANNER_WINDOWS, SAVED_PLAN_LABELS, bestTimeText, groupByTimeOfDay, timeOfDayOf } from './planner-groups';

describe('planner grouping', () => {
  it('orders groups by the planner windows and hides empty ones', () => {
    const groups = groupByTimeOfDay([
      { name: 'Magnesium', timeOfDay: 'bedtime' as const },
      { name: 'Vitamin D', timeOfDay: 'breakfast' as const },
      { name: 'Creatine', timeOfDay: 'post-workout' as const },
      { name: 'Iron', timeOfDay: 'morning' as const },
      { name: 'Zinc', timeOfDay: 'breakfast' as const },
    ]);
    expect(groups.map((group) => group.timeOfDay)).toEqual(['morning', 'breakfast', 'post-workout', 'bedtime']);
    expect(groups[1].items.map((item) => item.name)).toEqual(['Vitamin D', 'Zinc']);
  });

  it('puts a missing or unknown time under anytime, last', () => {
    const groups = groupByTimeOfDay([{ name: 'Probiotics' }, { name: 'Odd', timeOfDay: 'noon' }, { name: 'Iron', timeOfDay: 'morning' }]);
    expect(groups.map((group) => group.timeOfDay)).toEqual(['morning', 'anytime']);
    expect(groups[1].items.map((item) => item.name)).toEqual(['Probiotics', 'Odd']);
    expect(timeOfDayOf({ timeOfDay: null })).toBe('anytime');
  });

  it('returns nothing for no items', () => {
    expect(groupByTimeOfDay([])).toEqual([]);
  });

  it('has the required planner windows', () => {
    expect(TIMES_OF_DAY.map((time) => `${PLANNER_WINDOWS[time].label} ${PLANNER_WINDOWS[time].window}`)).toEqual([
      'Morning 6-8 AM',
      'Breakfast 8-9 AM',
      'Lunch 12-1 PM',
      'Pre-Workout 30-60 min before exercise',
      'Post-Workout within 30 min after',
      'Dinner 6-7 PM',
      'Evening 7-9 PM',
      'Bedtime 9-10 PM',
      'Anytime flexible',
    ]);
    expect(bestTimeText({ timeOfDay: 'lunch' })).toBe('Lunch (12-1 PM)');
    expect(bestTimeText({})).toBe('Anytime (flexible)');
  });

  it('has the required saved-plan schedule labels', () => {
    expect(TIMES_OF_DAY.map((time) => SAVED_PLAN_LABELS[time])).toEqual([
      'Morning',
      'With Breakfast',
      'With Lunch',
      'Pre-Workout',
      'Post-Workout',
      'With Dinner',
      'Evening',
      'Before Bed',
      'Flexible Timing',
    ]);
  });
});
