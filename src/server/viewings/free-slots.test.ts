import { describe, expect, it } from "vitest";
import { type Diary, freeSlots } from "./free-slots";

const EPOCH = new Date(0);
const starts = (diary: Diary, from: string, to = from, taken: number[] = []) =>
  freeSlots(diary, { from, to }, EPOCH, new Set(taken)).map((slot) => slot.start);
const sundays = (startMinute: number, endMinute: number): Diary => ({
  weekly: [{ weekday: 7, startMinute, endMinute }],
  exceptions: [],
});

describe("free slots in Lisbon time", () => {
  it("keeps 10:00 in Lisbon across the change to summer time (last Sunday of March)", () => {
    const diary = sundays(10 * 60, 12 * 60);
    // 21 March 2027: Lisbon is on UTC+0.
    expect(starts(diary, "2027-03-21")).toEqual([
      "2027-03-21T10:00:00.000Z",
      "2027-03-21T11:00:00.000Z",
    ]);
    // 28 March 2027: the clocks went forward at 01:00, Lisbon is on UTC+1.
    expect(starts(diary, "2027-03-28")).toEqual([
      "2027-03-28T09:00:00.000Z",
      "2027-03-28T10:00:00.000Z",
    ]);
  });

  it("keeps 10:00 in Lisbon across the change back (last Sunday of October)", () => {
    const diary = sundays(10 * 60, 11 * 60);
    expect(starts(diary, "2027-10-24")).toEqual(["2027-10-24T09:00:00.000Z"]);
    expect(starts(diary, "2027-10-31")).toEqual(["2027-10-31T10:00:00.000Z"]);
  });

  it("skips the hour the clocks skip and gives the repeated hour once", () => {
    const diary = sundays(0, 3 * 60);
    // 01:00 does not happen on 28 March: 00:00 (UTC+0) and 02:00 (UTC+1) are left.
    expect(starts(diary, "2027-03-28")).toEqual([
      "2027-03-28T00:00:00.000Z",
      "2027-03-28T01:00:00.000Z",
    ]);
    // 01:00 happens twice on 31 October: only its first (UTC+1) is offered.
    expect(starts(diary, "2027-10-31")).toEqual([
      "2027-10-30T23:00:00.000Z",
      "2027-10-31T00:00:00.000Z",
      "2027-10-31T02:00:00.000Z",
    ]);
  });

  it("cuts windows into whole slots and leaves out taken and early ones", () => {
    const diary: Diary = {
      weekly: [{ weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60 + 30 }],
      exceptions: [],
    };
    // Monday 5 July 2027, UTC+1: 09:00 and 10:00 fit, 11:00 would end after 11:30.
    expect(starts(diary, "2027-07-05")).toEqual([
      "2027-07-05T08:00:00.000Z",
      "2027-07-05T09:00:00.000Z",
    ]);
    expect(starts(diary, "2027-07-05", "2027-07-05", [Date.parse("2027-07-05T08:00:00Z")])).toEqual(
      ["2027-07-05T09:00:00.000Z"],
    );
    const earliest = new Date("2027-07-05T08:30:00Z");
    expect(
      freeSlots(diary, { from: "2027-07-05", to: "2027-07-05" }, earliest, new Set()).map(
        (slot) => slot.start,
      ),
    ).toEqual(["2027-07-05T09:00:00.000Z"]);
  });

  it("follows a date's exceptions instead of its weekday: closed, or other hours", () => {
    const diary: Diary = {
      weekly: [{ weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 }],
      exceptions: [
        { date: "2027-07-05", startMinute: null, endMinute: null },
        { date: "2027-07-12", startMinute: 15 * 60, endMinute: 16 * 60 },
        // A Saturday, open by exception.
        { date: "2027-07-10", startMinute: 11 * 60, endMinute: 12 * 60 },
      ],
    };
    expect(starts(diary, "2027-07-05", "2027-07-12")).toEqual([
      "2027-07-10T10:00:00.000Z",
      "2027-07-12T14:00:00.000Z",
    ]);
  });
});
