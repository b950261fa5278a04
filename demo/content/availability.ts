// The demo consultants' weekly availability (Lisbon time), so that a fresh install can book a
// viewing: each works weekdays in two windows, some also on Saturday mornings; by index in
// demoConsultants (the seed gives any consultant added after the last pattern).
const weekdays = [1, 2, 3, 4, 5];

type Window = { weekday: number; startMinute: number; endMinute: number };
const hours = (days: number[], start: number, end: number): Window[] =>
  days.map((weekday) => ({ weekday, startMinute: start * 60, endMinute: end * 60 }));

export const demoAvailability: Window[][] = [
  [...hours(weekdays, 10, 13), ...hours(weekdays, 14, 18)],
  [...hours(weekdays, 9, 12), ...hours(weekdays, 15, 19), ...hours([6], 10, 13)],
  [...hours([1, 3, 5], 10, 13), ...hours([2, 4], 14, 18)],
  [...hours(weekdays, 11, 13), ...hours(weekdays, 14, 17), ...hours([6], 10, 12)],
];
